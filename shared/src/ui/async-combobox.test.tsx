/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { openCombobox, typeInto } from '../testing';
import { AsyncCombobox, FullUiProvider, UiProvider, type AsyncComboboxItem } from './index';

const PEOPLE: AsyncComboboxItem[] = [
  { value: '1', label: 'Ann Lee', description: 'ann@example.com' },
  { value: '2', label: 'Ben Ray', description: 'ben@example.com' },
];

function Harness({ error, more = 0, answering = true }: { error?: string; more?: number; answering?: boolean }) {
  const [selected, setSelected] = useState<AsyncComboboxItem | null>(null);
  const [text, setText] = useState('');
  // Stands for the server: the caller filters, the combobox does not. A server not answering yet
  // leaves the first (empty) search's matches, with `loading`.
  const items = PEOPLE.filter((p) => p.label.toLowerCase().includes((answering ? text : '').toLowerCase()));
  return (
    <UiProvider>
      <FullUiProvider>
        <AsyncCombobox
          label="Driver"
          selected={selected}
          onSelect={setSelected}
          items={items}
          onSearchChange={setText}
          error={error}
          more={more}
          loading={!answering && text !== ''}
          emptyText="No drivers available"
        />
        <output aria-label="Chosen">{selected?.label ?? '(none)'}</output>
      </FullUiProvider>
    </UiProvider>
  );
}

describe('AsyncCombobox', () => {
  it('lists what the caller found for the text typed, with descriptions, and picks one', async () => {
    const user = userEvent.setup();
    render(<Harness more={40} />);
    const box = await openCombobox('Driver');
    await typeInto(box, 'ben');
    const list = await screen.findByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Ben Rayben@example.com']);
    expect(screen.getByText('40 more. Type to narrow the list.')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'Chosen' }) ?? null).toHaveTextContent('Ben Ray');
    expect(box).toHaveValue('Ben Ray');
  });

  it("offers only the previous search's matches that hold the text while the search is on its way: Enter never picks another", async () => {
    const user = userEvent.setup();
    render(<Harness answering={false} />);
    const box = await openCombobox('Driver');
    await typeInto(box, 'ben');
    const list = await screen.findByRole('listbox');
    expect(within(list).getByRole('status')).toHaveTextContent('Searching...');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Ben Rayben@example.com']);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent('Ben Ray');
  });

  it('says when nothing matches, and shows a failure as an alert', async () => {
    const user = userEvent.setup();
    render(<Harness error="Failed to fetch drivers" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch drivers');
    const box = screen.getByRole('combobox', { name: 'Driver' });
    await user.click(box);
    await typeInto(box, 'zz');
    expect(await screen.findByText('No drivers available')).toBeInTheDocument();
  });
});
