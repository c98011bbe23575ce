import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths } from '@haulboard/shared/contracts';
import type { PersonRow } from './people-list-config';

// Test support for both lists' screen tests (never imported by product code): a users/dispatchers/ or users/drivers/ that pages, searches and sorts like the
// server, and a register/ and users/delete/{id}/ that change what it lists.

type Person = PersonRow & { first_name: string; last_name: string };
/** The kit's fake API routes (`Routes` of @haulboard/shared/testing, which product folders may not import). */
type FakeAnswer = { status: number; body?: unknown };
type FakeRoutes = Record<string, (req: { query: URLSearchParams; body: unknown }) => FakeAnswer | Promise<FakeAnswer>>;

/** The people matching `search` (name, e-mail), in `ordering` (name = first then last name), as the server lists them. */
function listed<P extends Person>(people: readonly P[], q: URLSearchParams): P[] {
  const search = q.get('search')?.toLowerCase();
  const ordering = q.get('ordering') ?? 'name';
  const key = (p: P) => (ordering.endsWith('email') ? p.email : `${p.first_name} ${p.last_name}`).toLowerCase();
  const out = people.filter((p) => !search || p.full_name.toLowerCase().includes(search) || p.email.toLowerCase().includes(search));
  return [...out].sort((a, b) => key(a).localeCompare(key(b)) * (ordering.startsWith('-') ? -1 : 1));
}

export function fakePeopleApi<P extends Person>(path: string, initial: readonly P[], make: (body: { id: number; first_name: string; email: string }) => P) {
  let people = [...initial];
  const routes: FakeRoutes = {
    [`GET ${path}`]: (req) => {
      const size = Number(req.query.get('page_size'));
      const page = Number(req.query.get('page'));
      const all = listed(people, req.query);
      return { status: 200, body: { count: all.length, results: all.slice((page - 1) * size, page * size) } };
    },
    [`POST ${ApiPaths.register}`]: (req) => {
      const body = req.body as { first_name: string; email: string; user_type: string };
      if (people.some((p) => p.email === body.email)) return { status: 409, body: { detail: 'A user with this email already exists.' } };
      const id = Math.max(0, ...people.map((p) => p.id)) + 1;
      people = [...people, make({ id, first_name: body.first_name, email: body.email })];
      return { status: 201, body: { id, first_name: body.first_name, email: body.email, user_type: body.user_type } };
    },
  };
  for (const p of initial) {
    routes[`DELETE ${ApiPaths.deleteUser(p.id)}`] = () => {
      people = people.filter((x) => x.id !== p.id);
      return { status: 204 };
    };
  }
  return { routes, people: () => people };
}

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
