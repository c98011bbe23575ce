/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { typeInto } from '../testing';
import { useState } from 'react';
import { FullUiProvider, SearchSelect, UiProvider, type SearchSelectOption } from './index';

const LOADS: SearchSelectOption[] = Array.from({ length: 120 }, (_, i) => ({ value: `L${i + 1}`, label: `LD-${i + 1}` }));

function Harness({ options = LOADS, initial = '', onChange }: { options?: SearchSelectOption[]; initial?: string; onChange?: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <UiProvider>
      <FullUiProvider>
        <p>Outside</p>
        <SearchSelect
          label="Load No"
          value={value}
          options={options}
          limit={10}
          onChange={(v) => {
            setValue(v);
            onChange?.(v);
          }}
        />
        <output aria-label="Chosen">{value || '(all)'}</output>
      </FullUiProvider>
    </UiProvider>
  );
}

const input = () => screen.findByRole('combobox', { name: 'Load No' });
const listed = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('SearchSelect', () => {
  it("reads 'All' until something is chosen and lists 'All' first, then at most `limit` options", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = await input();
    expect(box).toHaveValue('All');
    await user.click(box);
    await waitFor(() => expect(listed()).toEqual(['All', ...LOADS.slice(0, 10).map((o) => o.label)]));
    // The rest are not drawn, and the list says so.
    expect(screen.getByText('110 more. Type to narrow the list.')).toBeInTheDocument();
  });

  it('typing narrows the list to the options containing the text; Enter picks the first', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    const box = await input();
    await user.click(box);
    await typeInto(box, '11');
    await waitFor(() => expect(listed()).toEqual(['LD-11', 'LD-110', 'LD-111', 'LD-112', 'LD-113', 'LD-114', 'LD-115', 'LD-116', 'LD-117', 'LD-118']));
    expect(screen.getByText('1 more. Type to narrow the list.')).toBeInTheDocument();
    await user.keyboard('{Backspace}');
    await waitFor(() => expect(box).toHaveValue('1'));
    await typeInto(box, '117', 1);
    await waitFor(() => expect(listed()).toEqual(['LD-117']));
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('L117');
    await waitFor(() => expect(box).toHaveValue('LD-117'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it("reads 'No matches' when nothing contains the text, and a click outside restores the choice", async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness initial="L7" onChange={onChange} />);
    const box = await input();
    expect(box).toHaveValue('LD-7');
    await user.click(box);
    await typeInto(box, 'zzz');
    expect(await screen.findByText('No matches')).toBeInTheDocument();
    await user.click(screen.getByText('Outside'));
    await waitFor(() => expect(box).toHaveValue('LD-7'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it("choosing 'All', or clearing, returns '' (no filter)", async () => {
    const user = userEvent.setup();
    render(<Harness initial="L3" />);
    const box = await input();
    await user.click(screen.getByRole('button', { name: 'Clear Load No' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent('(all)'));
    expect(box).toHaveValue('All');
    expect(screen.queryByRole('button', { name: 'Clear Load No' })).not.toBeInTheDocument();

    await user.click(box);
    await user.click(await screen.findByRole('option', { name: 'LD-2' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent('L2'));
    await user.click(box);
    await user.click(await screen.findByRole('option', { name: 'All' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent('(all)'));
    expect(box).toHaveValue('All');
  });

  it('keeps showing a chosen value that the options no longer hold (another month, say)', async () => {
    const { rerender } = render(<Harness initial="L5" />);
    const box = await input();
    expect(box).toHaveValue('LD-5');
    rerender(<Harness initial="L5" options={[{ value: 'X1', label: 'X-1' }]} />);
    // The label of a value the list lacks is the value itself.
    await waitFor(() => expect(box).toHaveValue('L5'));
  });
});
