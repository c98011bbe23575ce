/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { DateInput, Field, TimeInput, UiProvider } from './index';

function Harness({ onSubmit }: { onSubmit: (v: { day: string; at: string }) => void }) {
  const form = useForm({ defaultValues: { day: '2026-03-10', at: '' } });
  return (
    <UiProvider>
      <form onSubmit={form.handleSubmit(onSubmit)}>
        <Field.Root>
          <Field.Label>Day</Field.Label>
          <DateInput {...form.register('day')} />
        </Field.Root>
        <Field.Root>
          <Field.Label>At</Field.Label>
          <TimeInput {...form.register('at')} />
        </Field.Root>
        <button type="submit">Go</button>
      </form>
    </UiProvider>
  );
}

describe('DateInput and TimeInput', () => {
  it('are native date and time inputs that register with react-hook-form', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<Harness onSubmit={onSubmit} />);
    const day = screen.getByLabelText('Day');
    expect(day).toHaveAttribute('type', 'date');
    expect(day).toHaveValue('2026-03-10');
    const at = screen.getByLabelText('At');
    expect(at).toHaveAttribute('type', 'time');
    await user.type(at, '14:05');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(onSubmit.mock.calls[0][0]).toEqual({ day: '2026-03-10', at: '14:05' });
  });
});
