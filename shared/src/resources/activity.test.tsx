/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { bus } from '@haulboard/shared/bus';
import { describeActivity, type ActivityQuery } from '@haulboard/shared/contracts';
import { anActivityEvent, renderScreen } from '@haulboard/shared/testing';
import { resources, useListController } from './index';

// What a load's History tab is built from: the activity resource over a subject, newest first,
// each event in the contracts' words, asked again when a load changes anywhere in the suite.
function History({ query }: { query: ActivityQuery }) {
  const [page, setPage] = useState(1);
  const list = useListController(resources.activity, { query: { ...query, page }, page, setPage });
  const actors = useListController(resources.activity.actors, { query: undefined });
  return (
    <section>
      <ul aria-label="History">
        {list.rows?.map((e) => (
          <li key={e.id}>
            {e.actor.name} {describeActivity(e)}
          </li>
        ))}
      </ul>
      <p>{list.count} changes</p>
      <ul aria-label="Who">
        {actors.rows?.map((a) => (
          <li key={a.id}>{a.name}</li>
        ))}
      </ul>
    </section>
  );
}

const events = [
  anActivityEvent({ id: 1, kind: 'load.created', occurred_at: '2026-11-25T09:00:00.000Z' }),
  anActivityEvent({ id: 2, occurred_at: '2026-11-26T16:42:00.000Z' }),
  anActivityEvent({ id: 3, kind: 'truck.updated', actor: { id: 2, name: 'Sam Lee', ip: null }, subject: { type: 'truck', id: 9, label: 'TRK-101' } }),
  anActivityEvent({ id: 4, kind: 'load.deleted', subject: { type: 'load', id: 473, label: 'Other load' } }),
];

it("lists a record's history newest first in words, and asks again when a load changes", async () => {
  const view = renderScreen(<History query={{ subject_type: 'load', subject_id: 472 }} />, { data: { activity: events } });
  const history = await screen.findByRole('list', { name: 'History' });
  expect(await screen.findByText('Alex Morgan changed payment from Unpaid to Paid')).toBeInTheDocument();
  expect([...history.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
    'Alex Morgan changed payment from Unpaid to Paid',
    'Alex Morgan created the load',
  ]);
  expect(screen.getByText('2 changes')).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Who' })).toHaveTextContent('Alex MorganSam Lee');
  expect(view.server.to('GET', '/api/activity/')[0].query.toString()).toBe('page=1&subject_type=load&subject_id=472');

  view.backend.db.activity.push(anActivityEvent({ id: 5, kind: 'load.delivered', occurred_at: '2026-11-27T08:00:00.000Z' }));
  act(() => bus.emit('loads:changed', { loadId: 472 }));
  expect(await screen.findByText('Alex Morgan marked the load delivered')).toBeInTheDocument();
  expect(screen.getByText('3 changes')).toBeInTheDocument();
});
