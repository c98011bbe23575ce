import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths, STRONG_PASSWORD_HINT, type Dispatcher } from '@haulboard/shared/contracts';
import { aDispatcher, renderScreen, type RouteOverrides } from '@haulboard/shared/testing';
import { fill, lastQueryOf, shownNames } from '../components/people-list/people-list-testing';
import DispatchersListPage from './dispatchers-list-page';

/** 9 dispatchers, A to I; the first has a phone and a branch, the rest neither. */
const seed = (): Dispatcher[] =>
  'ABCDEFGHI'.split('').map((letter, i) =>
    aDispatcher({
      id: i + 1,
      first_name: `${letter}nna`,
      last_name: 'Dee',
      // E-mails run the other way round from names, so the two sorts differ.
      email: `${String.fromCharCode(122 - i)}@example.com`,
      ...(i === 0 ? { phone_number: '214-555-0001', location_branch: 'Dallas' } : {}),
    }),
  );

/** The page on the fake backend seeded with the 9 dispatchers; `routes` take a call first. */
function draw(route = '/admin/dispatchers', routes: RouteOverrides = {}) {
  return renderScreen(<DispatchersListPage />, { route, data: { dispatchers: seed() }, routes });
}

const table = () => screen.getByRole('table', { name: 'Dispatchers' });
const names = () => shownNames('Dispatchers');
const lastQuery = (view: ReturnType<typeof draw>) => lastQueryOf(view.server.to('GET', `/api/${ApiPaths.dispatchers}`));

describe('DispatchersListPage', () => {
  it('shows the title, + Add Dispatcher, the search and the four sorts', async () => {
    draw();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dispatchers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '+ Add Dispatcher' })).toBeInTheDocument();
    expect(await screen.findByRole('searchbox', { name: 'Search dispatchers' })).toBeInTheDocument();
    const sorts = within(screen.getByRole('combobox', { name: 'Sort by' })).getAllByRole('option');
    expect(sorts.map((o) => o.textContent)).toEqual(['Name (A-Z)', 'Name (Z-A)', 'Email (A-Z)', 'Email (Z-A)']);
  });

  it('shows its loading state, then 7 dispatchers a page in the spec columns, asked of the server', async () => {
    let release: () => void = () => undefined;
    const view = draw('/admin/dispatchers', {
      [`GET ${ApiPaths.dispatchers}`]: async (_req, next) => {
        await new Promise<void>((r) => (release = r));
        return next();
      },
    });
    expect(await within(await screen.findByRole('table', { name: 'Dispatchers' })).findByText('Loading dispatchers...')).toBeInTheDocument();
    release();
    await waitFor(() => expect(names()).toEqual(['Anna Dee', 'Bnna Dee', 'Cnna Dee', 'Dnna Dee', 'Enna Dee', 'Fnna Dee', 'Gnna Dee']));
    expect(lastQuery(view)).toEqual({ page: '1', page_size: '7', ordering: 'name' });
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'Phone Number', 'Email', 'Location/Branch', 'Actions']);
    const [first, second] = within(table()).getAllByRole('row').slice(1);
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Anna Dee', '214-555-0001', 'z@example.com', 'Dallas', 'View']);
    expect(
      within(second)
        .getAllByRole('cell')
        .slice(1, 4)
        .map((c) => c.textContent),
    ).toEqual(['N/A', 'y@example.com', 'N/A']);
    expect(screen.getByText('Showing 1–7 of 9 dispatchers')).toBeInTheDocument();
  });

  it('pages on the server, with the page in the URL', async () => {
    const view = draw('/admin/dispatchers?page=2');
    await waitFor(() => expect(names()).toEqual(['Hnna Dee', 'Inna Dee']));
    expect(lastQuery(view)).toMatchObject({ page: '2', page_size: '7' });
    await userEvent.click(screen.getByRole('button', { name: /page 1/i }));
    await waitFor(() => expect(names()).toHaveLength(7));
    expect(view.location().search).toBe('');
  });

  it('sends each sort to the server, from the selector and from the headers, back on page 1', async () => {
    const view = draw('/admin/dispatchers?page=2');
    await waitFor(() => expect(names()).toHaveLength(2));
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    await userEvent.selectOptions(select, 'Name (Z-A)');
    await waitFor(() => expect(names()[0]).toBe('Inna Dee'));
    expect(lastQuery(view)).toEqual({ page: '1', page_size: '7', ordering: '-name' });
    expect(view.location().search).toBe('?ordering=-name');
    await userEvent.selectOptions(select, 'Email (A-Z)');
    await waitFor(() => expect(names()[0]).toBe('Inna Dee'));
    expect(lastQuery(view).ordering).toBe('email');
    await userEvent.selectOptions(select, 'Email (Z-A)');
    await waitFor(() => expect(names()[0]).toBe('Anna Dee'));
    expect(lastQuery(view).ordering).toBe('-email');
    await userEvent.click(within(table()).getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(lastQuery(view).ordering).toBe('name'));
    expect(select).toHaveValue('name');
  });

  it('searches on the server and says when no dispatcher matches', async () => {
    const view = draw();
    await waitFor(() => expect(names()).toHaveLength(7));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search dispatchers' }), 'nobody');
    expect(await screen.findByText('No dispatchers found')).toBeInTheDocument();
    expect(lastQuery(view)).toMatchObject({ search: 'nobody', page: '1' });
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
  });

  it("says 'Failed to load dispatchers' and Try Again fetches again", async () => {
    let fail = true;
    draw('/admin/dispatchers', { [`GET ${ApiPaths.dispatchers}`]: (_req, next) => (fail ? { status: 500, body: { detail: 'down' } } : next()) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load dispatchers');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(names()).toHaveLength(7));
  });

  it('opens a profile by the login, and shows delete present but disabled, saying why', async () => {
    draw();
    const view = await within(screen.getByRole('table')).findByRole('link', { name: 'View Anna Dee' });
    expect(view).toHaveAttribute('href', '/admin/dispatchers/profile?email=z%40example.com');
    const remove = within(screen.getByRole('table')).getByRole('button', { name: 'Delete dispatcher Anna Dee' });
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    expect(remove).toHaveAccessibleDescription('Dispatchers cannot be deleted.');
    await userEvent.click(remove);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('adds a dispatcher: Save waits for a first name, an e-mail and a strong password', async () => {
    const view = draw();
    await waitFor(() => expect(names()).toHaveLength(7));
    await userEvent.click(screen.getByRole('button', { name: '+ Add Dispatcher' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Dispatcher' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(within(dialog).getByText(STRONG_PASSWORD_HINT)).toBeInTheDocument();
    expect(save).toBeDisabled();
    await fill(within(dialog).getByRole('textbox', { name: 'First Name' }), 'Aaron');
    await fill(within(dialog).getByRole('textbox', { name: 'Email' }), 'aaron@example.com');
    const password = within(dialog).getByLabelText(/^Password/, { selector: 'input' });
    await fill(password, 'weakpass');
    expect(save).toBeDisabled();
    await userEvent.clear(password);
    await fill(password, 'Strong-pass1');
    expect(save).toBeEnabled();
    await userEvent.click(save);
    expect(await screen.findByText('Dispatcher added successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view.server.to('POST', `/api/${ApiPaths.register}`).map((r) => r.body)).toEqual([
      { first_name: 'Aaron', email: 'aaron@example.com', password: 'Strong-pass1', user_type: 'dispatcher' },
    ]);
    // The list is asked again and shows the new dispatcher first.
    await waitFor(() => expect(names()[0]).toBe('Aaron'));
  });

  it("says the spec's failure with the server's reason when the login is taken, and keeps the dialog open", async () => {
    draw();
    await userEvent.click(await screen.findByRole('button', { name: '+ Add Dispatcher' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Dispatcher' });
    await fill(within(dialog).getByRole('textbox', { name: 'First Name' }), 'Zed');
    await fill(within(dialog).getByRole('textbox', { name: 'Email' }), 'z@example.com');
    await fill(within(dialog).getByLabelText(/^Password/, { selector: 'input' }), 'Strong-pass1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to register dispatcher. Please check the details and try again.')).toBeInTheDocument();
    expect(screen.getByText('A user with this email already exists.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Dispatcher' })).toBeInTheDocument();
  });

  it('refuses an e-mail that is not one before any call', async () => {
    const view = draw();
    await userEvent.click(await screen.findByRole('button', { name: '+ Add Dispatcher' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Dispatcher' });
    await fill(within(dialog).getByRole('textbox', { name: 'First Name' }), 'Zed');
    await fill(within(dialog).getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await fill(within(dialog).getByLabelText(/^Password/, { selector: 'input' }), 'Strong-pass1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a valid email address')).toBeInTheDocument();
    expect(view.server.to('POST', `/api/${ApiPaths.register}`)).toHaveLength(0);
  });
});
