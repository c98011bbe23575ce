/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { aDriver, renderScreen } from '@haulboard/shared/testing';
import { useDriverSearch } from './index';

/** 45 drivers on the fake backend, which searches and pages them as the server does. */
const DRIVERS = Array.from({ length: 45 }, (_, i) => aDriver({ id: i + 1, first_name: `Dan${String(i).padStart(2, '0')}`, last_name: 'Cole' }));

function Picker({ asOf }: { asOf?: string }) {
  const [text, setText] = useState('');
  const search = useDriverSearch(text, { asOf });
  return (
    <div>
      <input aria-label="Search drivers" value={text} onChange={(e) => setText(e.target.value)} />
      <p>{search.searching ? 'Searching' : `${search.drivers.length} of ${search.count}`}</p>
      {search.hasNextPage && <button onClick={() => void search.fetchNextPage()}>Show more</button>}
    </div>
  );
}

const calls = (view: ReturnType<typeof renderScreen>) => view.server.to('GET', '/api/users/drivers/').map((r) => Object.fromEntries(r.query));

describe('useDriverSearch', () => {
  it('pages the matches by name, 20 at a time, judged on the day asked for', async () => {
    const view = renderScreen(<Picker asOf="2026-12-01" />, { data: { drivers: DRIVERS } });
    expect(await screen.findByText('20 of 45')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('40 of 45')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('45 of 45')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(calls(view).map((q) => q.page)).toEqual(['1', '2', '3']);
    // Active drivers only: a deactivated one is offered for no load or truck.
    expect(calls(view)[0]).toEqual({ page: '1', page_size: '20', ordering: 'name', as_of: '2026-12-01', active: 'true' });
  });

  it('leaves deactivated drivers out (the fake backend answers as the server does)', async () => {
    const drivers = [aDriver({ id: 1, first_name: 'Ann' }), aDriver({ id: 2, first_name: 'Bo', deactivated_at: '2026-05-01T10:00:00.000Z' })];
    renderScreen(<Picker />, { data: { drivers } });
    expect(await screen.findByText('1 of 1')).toBeInTheDocument();
  });

  it('asks once typing pauses, for what was typed last', async () => {
    const view = renderScreen(<Picker />, { data: { drivers: DRIVERS } });
    expect(await screen.findByText('20 of 45')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search drivers' }), 'dan4');
    expect(await screen.findByText('5 of 5')).toBeInTheDocument();
    await waitFor(() => expect(calls(view).map((q) => q.search)).toEqual([undefined, 'dan4']));
  });
});
