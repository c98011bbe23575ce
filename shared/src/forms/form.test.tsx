/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreateLoadSchema, type CreateLoadInput } from '@haulboard/shared/contracts';
import { FullUiProvider, Input, UiProvider } from '@haulboard/shared/ui';
import { BusyLabels, FormDialog, FormField, FormScope, useZodForm } from './index';

const empty: CreateLoadInput = {
  loadname: '',
  pickup_location: '',
  delivery_location: '',
  pickup_date: '',
  pickup_time: '',
  delivery_date: '',
  delivery_time: '',
  weight_lbs: '',
  price: '',
};

/** A cut-down Add Load in a dialog, over the contract's own input schema. */
function AddLoad({ busy = false, onSave, onClose }: { busy?: boolean; onSave: (v: unknown) => void; onClose: () => void }) {
  const form = useZodForm(CreateLoadSchema, { defaultValues: empty });
  const field = (name: keyof CreateLoadInput, label: string, required = true, type = 'text') => (
    <FormField name={name} label={label} required={required} helperText={name === 'weight_lbs' ? 'In pounds, to 0.1' : undefined}>
      <Input type={type} {...form.register(name)} />
    </FormField>
  );
  return (
    <FormScope form={form}>
      <FormDialog open title="Add Load" submitLabel="Save" busyLabel={BusyLabels.save} busy={busy} onSubmit={form.handleSubmit(onSave)} onClose={onClose}>
        {field('loadname', 'Load name')}
        {field('pickup_location', 'Pickup location')}
        {field('delivery_location', 'Delivery location')}
        {field('pickup_date', 'Pickup date', true, 'date')}
        {field('pickup_time', 'Pickup time', true, 'time')}
        {field('delivery_date', 'Delivery date', true, 'date')}
        {field('delivery_time', 'Delivery time', true, 'time')}
        {field('weight_lbs', 'Weight (lbs)', true, 'number')}
        {field('price', 'Price', false, 'number')}
      </FormDialog>
    </FormScope>
  );
}

async function draw(props: { busy?: boolean } = {}) {
  const onSave = jest.fn();
  const onClose = jest.fn();
  const view = render(
    <UiProvider>
      <FullUiProvider>
        <AddLoad {...props} onSave={onSave} onClose={onClose} />
      </FullUiProvider>
    </UiProvider>,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Add Load' });
  return { ...view, dialog, onSave, onClose };
}

describe('a form over a contract schema, in a FormDialog', () => {
  it('marks required fields and shows each error by its field, tied to the control', async () => {
    const { onSave } = await draw();
    expect(screen.getByText('Load name').closest('label')).toHaveTextContent('Load name*');
    expect(screen.getByText('Price').closest('label')).toHaveTextContent(/^Price$/);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const error = await screen.findByText('Load name is required');
    const name = screen.getByLabelText(/Load name/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(error.id).not.toBe('');
    expect(name.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(name).toBeRequired();
    const weightError = screen.getByText('Weight is required');
    // A hint and an error are both read with the control.
    expect(
      screen
        .getByLabelText(/Weight/)
        .getAttribute('aria-describedby')
        ?.split(' '),
    ).toEqual([screen.getByText('In pounds, to 0.1').id, weightError.id]);
    expect(screen.getByLabelText(/Price/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();

    // Fixed, the error goes as the field changes.
    await userEvent.type(name, 'Steel coils');
    await waitFor(() => expect(screen.queryByText('Load name is required')).not.toBeInTheDocument());
    expect(name).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a delivery before its pickup on the field, and hands over parsed values when valid', async () => {
    const { onSave } = await draw();
    const type = (label: RegExp, text: string) => userEvent.type(screen.getByLabelText(label), text);
    await type(/Load name/, 'Steel coils');
    await type(/Pickup location/, 'Dallas, TX');
    await type(/Delivery location/, 'Tulsa, OK');
    await type(/Pickup date/, '2026-12-02');
    await type(/Pickup time/, '09:00');
    await type(/Delivery date/, '2026-12-01');
    await type(/Delivery time/, '10:00');
    await type(/Weight/, '1200.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Delivery date cannot be before the pickup date')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText(/Delivery date/));
    await type(/Delivery date/, '2026-12-03');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    // Numbers as numbers, the empty price as null: what the server's schema gives too.
    expect(onSave.mock.calls[0][0]).toMatchObject({ loadname: 'Steel coils', weight_lbs: 1200.5, price: null, delivery_date: '2026-12-03' });
  });

  it('while saving stays open: Escape, the close button and Cancel do nothing, and the button says Saving...', async () => {
    const { onClose, dialog } = await draw({ busy: true });
    const submit = screen.getByRole('button', { name: /Saving\.\.\./ });
    expect(submit).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /close/i })).toBeDisabled();
    expect(dialog).toHaveAttribute('aria-busy', 'true');

    await userEvent.keyboard('{Escape}');
    await act(async () => undefined);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Add Load' })).toBeInTheDocument();
  });

  it('when not saving closes on Escape and on Cancel', async () => {
    const { onClose } = await draw();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('BusyLabels', () => {
  it('are the spec words', () => {
    expect(BusyLabels).toEqual({ save: 'Saving...', update: 'Updating...', assign: 'Assigning...', delete: 'Deleting...' });
  });
});

describe('FormDialog', () => {
  it('renders nothing while closed', () => {
    render(
      <UiProvider>
        <FormDialog open={false} title="Add Truck" submitLabel="Save" busyLabel="Saving..." onSubmit={jest.fn()} onClose={jest.fn()}>
          x
        </FormDialog>
      </UiProvider>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
