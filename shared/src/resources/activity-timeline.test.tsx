/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths } from '@haulboard/shared/api';
import { anActivityEvent, renderScreen } from '@haulboard/shared/testing';
import { ActivityTimeline } from './index';

const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute).toISOString();
const items = () => within(screen.getByRole('list', { name: 'History' })).getAllByRole('listitem');

it("tells a load's history newest first, each change in words with who and when", async () => {
  renderScreen(<ActivityTimeline subject={{ type: 'load', id: 472 }} />, {
    data: {
      activity: [
        anActivityEvent({ id: 1, kind: 'load.created', occurred_at: at(25, 9) }),
        anActivityEvent({ id: 2, occurred_at: at(26, 10, 42) }),
        anActivityEvent({
          id: 3,
          kind: 'load.reassigned',
          occurred_at: at(26, 11, 5),
          actor: { id: 2, name: 'Sam Lee', ip: null },
          before: { driver: { id: 4, name: 'Ana Diaz' } },
          after: { driver: { id: 5, name: 'Bo Chen' } },
        }),
        // Another load's and a truck's: not this load's history.
        anActivityEvent({ id: 4, subject: { type: 'load', id: 473, label: 'Other' } }),
        anActivityEvent({ id: 5, kind: 'truck.updated', subject: { type: 'truck', id: 472, label: 'TRK-472' } }),
      ],
    },
  });
  expect(await screen.findByRole('list', { name: 'History' })).toBeInTheDocument();
  expect(items().map((li) => li.textContent)).toEqual([
    'Sam Lee changed the driver from Ana Diaz to Bo ChenNov 26, 11:05 AM',
    'Alex Morgan changed payment from Unpaid to PaidNov 26, 10:42 AM',
    'Alex Morgan created the loadNov 25, 9:00 AM',
  ]);
});

it('pages a long history on the server', async () => {
  const activity = Array.from({ length: 25 }, (_, i) => anActivityEvent({ id: i + 1, occurred_at: at(1 + i, 8) }));
  const view = renderScreen(<ActivityTimeline subject={{ type: 'load', id: 472 }} />, { data: { activity } });
  expect(await screen.findByText('Showing 1–20 of 25 changes')).toBeInTheDocument();
  expect(items()).toHaveLength(20);
  expect(within(items()[0]).getByText('Nov 25, 8:00 AM')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
  expect(await screen.findByText('Showing 21–25 of 25 changes')).toBeInTheDocument();
  expect(items()).toHaveLength(5);
  expect(within(items()[4]).getByText('Nov 1, 8:00 AM')).toBeInTheDocument();
  expect(view.server.to('GET', '/api/activity/').map((r) => r.query.get('page'))).toEqual(['1', '2']);
});

it('says when a record has no history yet', async () => {
  renderScreen(<ActivityTimeline subject={{ type: 'truck', id: 9 }} />, { data: { activity: [anActivityEvent()] } });
  expect(await screen.findByText('No history yet')).toBeInTheDocument();
  expect(screen.getByText('Changes to this truck will show here.')).toBeInTheDocument();
});

it('shows a failure with Try Again, which asks again', async () => {
  let fail = true;
  renderScreen(<ActivityTimeline subject={{ type: 'load', id: 472 }} />, {
    data: { activity: [anActivityEvent()] },
    routes: { [`GET ${ApiPaths.activity}`]: (_req, next) => (fail ? { status: 500, body: { detail: 'down' } } : next()) },
  });
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('Failed to load activity')).toBeInTheDocument();
  fail = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByText('Alex Morgan')).toBeInTheDocument();
  expect(screen.getByText('changed payment from Unpaid to Paid', { exact: false })).toBeInTheDocument();
});
