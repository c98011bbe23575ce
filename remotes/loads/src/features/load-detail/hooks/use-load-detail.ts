import type { Load } from '@haulboard/shared/contracts';
import { resources, useRecordController, type RecordSource } from '@haulboard/shared/resources';
import { loadFromState, parseLoadId } from '../../../lib/load-detail-state';

/** `?id=` in the URL, the list's or Add Load's copy in navigation state. */
const LOAD_SOURCE: RecordSource<number, Load> = {
  ...resources.loads.record,
  param: 'id',
  parse: parseLoadId,
  fromState: (state, urlId) => {
    const load = loadFromState(state);
    return load && (urlId === null || load.id === urlId) ? load : null;
  },
  keyOf: (load) => load.id,
};

/**
 * The load the screen shows: the one handed over in navigation state (drawn at once), else the
 * URL's `?id=`, fetched. Arriving with state only, the id is put in the URL, so a reload or a
 * copied link shows the same load. The state's copy is refreshed from the server behind it.
 */
export function useLoadDetail() {
  const { key, query, state } = useRecordController(LOAD_SOURCE);
  return { id: key, query, notice: (state as { notice?: string } | null)?.notice ?? null };
}
