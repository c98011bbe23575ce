import type { Load } from '@haulboard/shared/contracts';

/**
 * What the loads list and Add Load hand the detail screen through navigation (the spec's
 * load, with its status and assignments). `notice` says why Add Load came here instead of the list.
 */
export type LoadDetailState = { load?: Load; notice?: 'assignment-failed' };

/** The load in navigation state, if the state holds one. */
export function loadFromState(state: unknown): Load | null {
  const load = (state as LoadDetailState | null)?.load;
  return load && typeof load === 'object' && typeof load.id === 'number' ? load : null;
}

/** The URL's `?id=` value, when it is a load id. */
export function parseLoadId(raw: string | null): number | null {
  return raw && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}
