import { waitFor } from '@testing-library/react';
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
