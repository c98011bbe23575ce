/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ListToolbar, UiProvider } from './index';

const SORTS = [
  { value: 'name', label: 'Name (A-Z)' },
  { value: '-name', label: 'Name (Z-A)' },
] as const;

function Toolbar({ onSearch, onSort }: { onSearch: (v: string) => void; onSort: (v: string) => void }) {
  const [text, setText] = useState('');
  const [sort, setSort] = useState('name');
  return (
    <ListToolbar
      searchLabel="Search drivers"
      searchInput={text}
      onSearch={(v) => {
        onSearch(v);
        setText(v);
      }}
      selects={[
        {
          label: 'Sort by',
          value: sort,
          options: SORTS,
          onChange: (v: string) => {
            onSort(v);
            setSort(v);
          },
        },
      ]}
    />
  );
}

it('draws the search box and each selector by name; typing and choosing report what the user did', async () => {
  const onSearch = jest.fn();
  const onSort = jest.fn();
  render(
    <UiProvider>
      <Toolbar onSearch={onSearch} onSort={onSort} />
    </UiProvider>,
  );
  await act(async () => undefined);
  const user = userEvent.setup();
  await user.type(screen.getByRole('searchbox', { name: 'Search drivers' }), 'ann');
  expect(onSearch).toHaveBeenLastCalledWith('ann');
  const sort = screen.getByRole('combobox', { name: 'Sort by' });
  expect(sort).toHaveDisplayValue('Name (A-Z)');
  await user.selectOptions(sort, 'Name (Z-A)');
  expect(onSort).toHaveBeenCalledWith('-name');
  expect(sort).toHaveDisplayValue('Name (Z-A)');
  // Enter in the box submits nothing (the search applies as it is typed).
  await user.type(screen.getByRole('searchbox', { name: 'Search drivers' }), '{Enter}');
  expect(screen.getByRole('searchbox', { name: 'Search drivers' })).toHaveValue('ann');
});
