/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs, UiProvider } from './index';

const ITEMS = [
  { value: 'all', label: 'All' },
  { value: 'assigned', label: 'Assigned Load' },
  { value: 'unassigned', label: 'Unassigned Load' },
] as const;
type Tab = (typeof ITEMS)[number]['value'];

function LoadTabs({ onChange = () => undefined }: { onChange?: (v: Tab) => void }) {
  const [tab, setTab] = useState<Tab>('all');
  return (
    <Tabs<Tab>
      label="Load status"
      items={ITEMS}
      value={tab}
      onChange={(v) => {
        onChange(v);
        setTab(v);
      }}
    >
      <p>Showing {tab}</p>
    </Tabs>
  );
}

async function draw(onChange?: (v: Tab) => void) {
  render(
    <UiProvider>
      <button>Before</button>
      <LoadTabs onChange={onChange} />
    </UiProvider>,
  );
  await act(async () => undefined);
}
const tab = (name: string) => screen.getByRole('tab', { name });
const selectedTab = () =>
  screen
    .getAllByRole('tab')
    .filter((t) => t.getAttribute('aria-selected') === 'true')
    .map((t) => t.textContent);

describe('Tabs', () => {
  it('is a named tablist with one selected tab and a panel labelled by it', async () => {
    await draw();
    expect(screen.getByRole('tablist', { name: 'Load status' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['All', 'Assigned Load', 'Unassigned Load']);
    expect(selectedTab()).toEqual(['All']);
    expect(screen.getByRole('tabpanel', { name: 'All' })).toHaveTextContent('Showing all');
  });

  it('selects a tab on click', async () => {
    const onChange = jest.fn();
    await draw(onChange);
    await userEvent.click(tab('Unassigned Load'));
    expect(onChange).toHaveBeenCalledWith('unassigned');
    expect(selectedTab()).toEqual(['Unassigned Load']);
    expect(screen.getByRole('tabpanel', { name: 'Unassigned Load' })).toHaveTextContent('Showing unassigned');
  });

  it('puts only the selected tab in the Tab order, and moves with arrows, Home and End (wrapping)', async () => {
    await draw();
    await userEvent.tab();
    await userEvent.tab();
    expect(tab('All')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Assigned Load')).toHaveFocus();
    expect(selectedTab()).toEqual(['Assigned Load']);
    await userEvent.keyboard('{End}');
    expect(selectedTab()).toEqual(['Unassigned Load']);
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('All')).toHaveFocus();
    expect(selectedTab()).toEqual(['All']);
    await userEvent.keyboard('{ArrowLeft}');
    expect(selectedTab()).toEqual(['Unassigned Load']);
    await userEvent.keyboard('{Home}');
    expect(selectedTab()).toEqual(['All']);
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
  });

  it('does not report the tab already selected', async () => {
    const onChange = jest.fn();
    await draw(onChange);
    await userEvent.click(tab('All'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
