import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@haulboard/shared/testing';
import { aLoad } from '../lib/load-fixture';
import LoadDetailPage from './load-detail-page';

// Issue 29: a save made on a load someone else changed since is refused, and the screen says so.
const STALE =
  'This load was changed by Bob Stone after you opened it. Nothing was saved: reload to see their changes, or keep editing to save yours over them.';

/** Load 1 open for editing, its name typed as "Mine", while Bob Stone saves a new broker. */
async function editOverSomeoneElse() {
  const user = userEvent.setup();
  const view = renderScreen(<LoadDetailPage />, { route: '/admin/loads/success?id=1', data: { loads: [aLoad({ version: 4 })] } });
  await user.click(await screen.findByRole('button', { name: 'Edit Load Details' }));
  const name = screen.getByRole('textbox', { name: /Load Name/ });
  await user.clear(name);
  await user.type(name, 'Mine');
  const { db } = view.backend;
  db.loads = [{ ...db.loads[0], broker: 'Theirs', broker_name: 'Theirs', version: 5 }];
  db.otherEditor = 'Bob Stone';
  await user.click(screen.getByRole('button', { name: 'Save All Changes' }));
  const notice = await screen.findByRole('alert');
  return { user, view, notice, name };
}

describe('Load detail: a save over someone else’s change', () => {
  it('is refused, says what changed and by whom, and writes nothing', async () => {
    const { view, notice } = await editOverSomeoneElse();
    expect(within(notice).getByText(STALE)).toBeInTheDocument();
    expect(view.server.to('PUT', '/api/loads/1/')[0].body).toMatchObject({ loadname: 'Mine', version: 4 });
    expect(view.backend.db.loads[0]).toMatchObject({ loadname: 'Steel coils', broker: 'Theirs' });
    expect(screen.queryByText('Failed to update load data')).not.toBeInTheDocument();
  });

  it('Keep editing keeps what was typed, now on their version, and the next save is accepted', async () => {
    const { user, view, notice, name } = await editOverSomeoneElse();
    await user.click(within(notice).getByRole('button', { name: 'Keep editing' }));
    expect(await screen.findByRole('button', { name: 'Save All Changes' })).toBeInTheDocument();
    expect(screen.queryByText(STALE)).not.toBeInTheDocument();
    expect(name).toHaveValue('Mine');
    await user.click(screen.getByRole('button', { name: 'Save All Changes' }));
    expect((await screen.findAllByText('Load details, fees and payment status updated successfully!'))[0]).toBeInTheDocument();
    expect(view.server.to('PUT', '/api/loads/1/')[1].body).toMatchObject({ loadname: 'Mine', version: 5 });
    expect(view.backend.db.loads[0]).toMatchObject({ loadname: 'Mine', version: 6 });
  });

  it('Reload drops what was typed and shows their load', async () => {
    const { user, view, notice } = await editOverSomeoneElse();
    await user.click(within(notice).getByRole('button', { name: 'Reload' }));
    const details = await screen.findByRole('region', { name: 'Load Details' });
    expect(await within(details).findByText('Theirs')).toBeInTheDocument();
    expect(within(details).getByText('Steel coils')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Load Details' })).toBeInTheDocument();
    expect(screen.queryByText(STALE)).not.toBeInTheDocument();
    expect(view.server.to('PUT', '/api/loads/1/')).toHaveLength(1);
  });
});
