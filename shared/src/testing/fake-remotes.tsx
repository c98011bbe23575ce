import { screen } from '@testing-library/react';
import type { RemoteLoader } from '@haulboard/shared/federation';

/**
 * A remote loader for the host's tests (renderScreen's `remotes`): each area's screen draws its
 * own id, so a test sees which one a route loaded; `loads` lists every load, `down` the areas
 * that fail to load.
 */
export function fakeRemotes(down: Set<string> = new Set()) {
  const loads: string[] = [];
  const loader = (async (id: string) => {
    loads.push(id);
    if (down.has(id)) throw new Error(`ChunkLoadError: ${id}`);
    return { default: () => <p>{id}</p> };
  }) as RemoteLoader;
  return { loads, loader, down };
}

/** The remote screen drawn for the route: the fake loader's screens say their own id. */
export const remoteScreen = (id: string) => screen.findByText(id, { selector: 'p' });
