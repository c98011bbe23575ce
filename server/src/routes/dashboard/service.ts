import type { LoadsOverviewQuerySchema, z } from '@haulboard/shared/contracts';
import type { AppDeps } from '../../deps';
import { keysetBatches } from '../../lib/json-stream';
import { getTopWorkers } from '../../domain/worked-time';
import { overviewText, toTopDispatcher } from './answers';
import { getActiveUsers, getLoadsOverviewBatch, getStats, getUpcomingLoads, type OverviewKey } from './repository';
import { sharedInFlight } from './shared-in-flight';

/** The spec's upcoming-loads window: 7 days from today. */
const UPCOMING_DAYS = 7;
/** Loads per database read of the streamed overview. */
const OVERVIEW_BATCH = 2000;
/** A range up to this many days (the dashboard asks for a month) is sent at once; a longer one, or none, waits its turn with every whole-table answer. */
const OVERVIEW_UNGATED_DAYS = 62;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A figure that is the same for every admin: concurrent requests share one query and one serialisation. */
const sharedFigure = <T>(load: () => Promise<T>) => sharedInFlight(async () => JSON.stringify(await load()));

/** The admin dashboard's figures: each figure as JSON text, the overview as a stream of it. */
export function createDashboardService({ db, config }: Pick<AppDeps, 'db' | 'config'>) {
  const { timezone } = config;

  /** Every load in the range (none: every load), grouped by month, in pickup order; `gated` when it is long enough to queue with whole-table answers. */
  function loadsOverview(range: z.infer<typeof LoadsOverviewQuerySchema>): { text: AsyncIterable<string>; gated: boolean } {
    const batches = keysetBatches(
      (after: OverviewKey | null, limit) => getLoadsOverviewBatch(db, range, after, limit),
      ({ pickup_date, id }) => ({ pickup_date, id }),
      OVERVIEW_BATCH,
    );
    const { from, to } = range;
    const short = Boolean(from && to && (Date.parse(to) - Date.parse(from)) / DAY_MS <= OVERVIEW_UNGATED_DAYS);
    return { text: overviewText(batches), gated: !short };
  }

  return {
    loadsOverview,
    stats: sharedFigure(() => getStats(db)),
    activeUsers: sharedFigure(() => getActiveUsers(db)),
    topDrivers: sharedFigure(() => getTopWorkers(db, 'driver', timezone)),
    topDispatchers: sharedFigure(async () => (await getTopWorkers(db, 'dispatcher', timezone)).map(toTopDispatcher)),
    upcomingLoads: sharedFigure(() => getUpcomingLoads(db, timezone, UPCOMING_DAYS)),
  };
}
