/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActionMenu, FullUiProvider, UiProvider, type ActionMenuItem } from './index';

/**
 * A click as a person makes one: press, then release a moment later. zag highlights the item on
 * press and chooses the highlighted one on click; user-event's one-go click leaves no render between.
 */
async function choose(item: HTMLElement) {
  const user = userEvent.setup();
  await user.pointer({ keys: '[MouseLeft>]', target: item });
  await waitFor(() => expect(item).toHaveAttribute('data-highlighted'));
  await user.pointer({ keys: '[/MouseLeft]', target: item });
}

function draw(items: ActionMenuItem[]) {
  render(
    <UiProvider>
      <FullUiProvider>
        <p>Outside</p>
        <ActionMenu label="Message actions" icon={<span aria-hidden>⋮</span>} items={items} />
      </FullUiProvider>
    </UiProvider>,
  );
}

/** The trigger as it is now: until first used it is a plain button, then the menu's own. */
const trigger = () => screen.getByRole('button', { name: 'Message actions' });

const items = () => {
  const copy = jest.fn();
  const remove = jest.fn();
  return {
    copy,
    remove,
    list: [
      { value: 'copy', label: 'Copy Text', onSelect: copy },
      { value: 'delete', label: 'Delete Message', danger: true, onSelect: remove },
    ],
  };
};

describe('ActionMenu', () => {
  it('opens on click and lists its items', async () => {
    const { list } = items();
    draw(list);
    await screen.findByRole('button', { name: 'Message actions' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    // A plain button until used: a long list of rows carries no menu machinery.
    expect(trigger()).not.toHaveAttribute('data-scope', 'menu');
    await userEvent.click(trigger());
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Copy Text', 'Delete Message']);
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  });

  it('choosing an item calls its onSelect, only its own, and closes the menu', async () => {
    const { list, copy, remove } = items();
    draw(list);
    await userEvent.click(await screen.findByRole('button', { name: 'Message actions' }));
    const item = within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Delete Message' });
    await choose(item);
    expect(remove).toHaveBeenCalledTimes(1);
    expect(copy).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('Escape closes the menu without choosing, and focus returns to the button', async () => {
    const { list, copy, remove } = items();
    draw(list);
    await userEvent.click(await screen.findByRole('button', { name: 'Message actions' }));
    const menu = await screen.findByRole('menu');
    // As a user presses Escape in an open menu: once focus has moved into it (zag moves it on the
    // next frame; pressed before, on a busy machine, there was no focus to give back).
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    // zag gives focus back on the next frame.
    await waitFor(() => expect(trigger()).toHaveFocus());
    expect(copy).not.toHaveBeenCalled();
    expect(remove).not.toHaveBeenCalled();
  });

  it('a click on the button again closes it', async () => {
    const { list } = items();
    draw(list);
    await userEvent.click(await screen.findByRole('button', { name: 'Message actions' }));
    await screen.findByRole('menu');
    await userEvent.click(trigger());
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('the keyboard chooses too: Enter opens it on the first item, Enter chooses', async () => {
    const { list, copy } = items();
    draw(list);
    (await screen.findByRole('button', { name: 'Message actions' })).focus();
    await userEvent.keyboard('{Enter}');
    // The open menu takes the focus, so the next key is the menu's.
    await waitFor(() => expect(screen.getByRole('menu')).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(copy).toHaveBeenCalledTimes(1));
  });
});
