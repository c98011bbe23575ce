/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from '../contracts';
import { FullUiProvider, Input, UiProvider } from '../ui';
import { FormField, FormScope, useZodForm } from './index';

const Schema = z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD'), name: z.string().min(1, 'Name is required') });

function Harness({ load, onSave }: { load: () => Promise<typeof Schema>; onSave: (v: z.output<typeof Schema>) => void }) {
  const form = useZodForm(load, { defaultValues: { day: '', name: '' }, requiredMessages: { day: 'Day is required' } });
  return (
    <UiProvider>
      <FullUiProvider>
        <FormScope form={form}>
          <form onSubmit={form.handleSubmit(onSave)}>
            <FormField name="day" label="Day">
              <Input {...form.register('day')} />
            </FormField>
            <FormField name="name" label="Name">
              <Input {...form.register('name')} />
            </FormField>
            <button type="submit">Save</button>
          </form>
        </FormScope>
      </FullUiProvider>
    </UiProvider>
  );
}

describe('useZodForm with a schema loaded at the first validation', () => {
  it('loads the schema once, says an empty field is required, and a badly written one why', async () => {
    const user = userEvent.setup();
    const load = jest.fn(async () => Schema);
    const onSave = jest.fn();
    render(<Harness load={load} onSave={onSave} />);
    expect(load).not.toHaveBeenCalled();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Day is required')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Day' }), '12/03');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ann');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('must be a date as YYYY-MM-DD')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Day' }));
    await user.type(screen.getByRole('textbox', { name: 'Day' }), '2026-03-12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave.mock.calls[0][0]).toEqual({ day: '2026-03-12', name: 'Ann' });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
