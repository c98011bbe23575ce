/** @jest-environment jsdom */
// The stand-in shows only until the combobox's code has loaded once in the page: one test.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FullUiProvider, UiProvider, type SearchSelectOption } from '@haulboard/shared/ui';
import { SearchSelectField } from './index';

const LOADS: SearchSelectOption[] = Array.from({ length: 120 }, (_, i) => ({ value: `L${i + 1}`, label: `LD-${i + 1}` }));

function Harness() {
  const [value, setValue] = useState('');
  return (
    <UiProvider>
      <FullUiProvider>
        <SearchSelectField label="Load No" value={value} options={LOADS} limit={10} onChange={setValue} />
        <output aria-label="Chosen">{value || '(all)'}</output>
      </FullUiProvider>
    </UiProvider>
  );
}

const box = () => screen.getByRole('combobox', { name: 'Load No' });
const loaded = () => waitFor(() => (box().hasAttribute('aria-controls') ? box() : Promise.reject(new Error('still the stand-in'))));

it("stands in with a plain input of the field's name and choice; what is typed there carries on in the combobox, focused and open", async () => {
  const user = userEvent.setup();
  render(<Harness />);
  // The stand-in: same name and value, no list behind it yet.
  expect(await screen.findByRole('combobox', { name: 'Load No' })).toHaveValue('All');
  expect(box()).not.toHaveAttribute('aria-controls');
  await user.click(box());
  await user.keyboard('11');
  const real = await loaded();
  await waitFor(() => expect(real).toHaveValue('11'));
  expect(real).toHaveFocus();
  const list = within(await screen.findByRole('listbox'));
  await waitFor(() => expect(list.getAllByRole('option')[0]).toHaveTextContent('LD-11'));
  await user.keyboard('{Enter}');
  expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent('L11');
  await waitFor(() => expect(real).toHaveValue('LD-11'));
});
