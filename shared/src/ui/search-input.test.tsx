/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SearchInput, UiProvider } from './index';

function Search({ onChange = () => undefined }: { onChange?: (v: string) => void }) {
  const [text, setText] = useState('');
  return (
    <SearchInput
      label="Search loads"
      placeholder="Search by load name, location or broker"
      value={text}
      onChange={(v) => {
        onChange(v);
        setText(v);
      }}
    />
  );
}

async function draw(onChange?: (v: string) => void) {
  render(
    <UiProvider>
      <Search onChange={onChange} />
    </UiProvider>,
  );
  await act(async () => undefined);
}
const box = () => screen.getByRole('searchbox', { name: 'Search loads' });

describe('SearchInput', () => {
  it('is a labelled search box with its placeholder, and no clear button while empty', async () => {
    await draw();
    expect(box()).toHaveAttribute('placeholder', 'Search by load name, location or broker');
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('reports every key, and clears with its button, focus back in the box', async () => {
    const onChange = jest.fn();
    await draw(onChange);
    await userEvent.type(box(), 'Dal');
    expect(onChange.mock.calls.map((c) => c[0])).toEqual(['D', 'Da', 'Dal']);
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box()).toHaveValue('');
    expect(box()).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('clears with Escape', async () => {
    await draw();
    await userEvent.type(box(), 'Reno{Escape}');
    expect(box()).toHaveValue('');
  });
});
