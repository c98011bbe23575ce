import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

// Test support for both lists' screen tests (never imported by product code): what the tables show
// and how a dialog's field is filled.

/** The names the table called `tableName` shows (its first column), in order. */
export const shownNames = (tableName: string) =>
  within(screen.getByRole('table', { name: tableName }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0].textContent);

/** The query string of the last of `requests` (a list's page calls), as an object. */
export const lastQueryOf = (requests: readonly { query: URLSearchParams }[]) => Object.fromEntries(requests.at(-1)!.query);

/** Puts `text` in a field at once, as a paste does: the dialog redraws on each key, slow under Jest. */
export async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}
