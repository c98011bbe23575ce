import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Types into a combobox one key at a time, each seen in the box before the next. zag writes the
 * input's value from an effect, which jsdom runs after user-event's next key (a browser runs it
 * within the keystroke; e2e types at full speed), so typing in one go would drop keys here.
 */
export async function typeInto(box: HTMLElement, text: string, from = 0) {
  for (let i = from + 1; i <= text.length; i++) {
    await userEvent.keyboard(text[i - 1]);
    await waitFor(() => expect(box).toHaveValue(text.slice(0, i)));
  }
}

/**
 * Clicks the combobox named `name` and answers it once the real one has taken the stand-in's
 * place (the kit's AsyncCombobox loads its code on first use), focused and ready for `typeInto`.
 */
export async function openCombobox(name: string): Promise<HTMLElement> {
  await userEvent.click(await screen.findByRole('combobox', { name }));
  return waitFor(() => {
    const box = screen.getByRole('combobox', { name });
    expect(box).toHaveAttribute('data-scope', 'combobox');
    expect(box).toHaveFocus();
    return box;
  });
}
