import { useEffect, useRef, useState } from 'react';
import { useLocation } from '@haulboard/shared/router';
import { loadedManifests } from '../../remotes/deployments';
import { page } from '../lib/reload-page';
import { unsavedInput } from '../lib/unsaved-input';

/** How often an open page asks, besides on every move to another screen and when its tab is shown again. */
export const REDEPLOY_CHECK_MS = 5 * 60_000;

/** Whether any area's manifest now differs from the one this page loaded. Unreachable counts as unchanged. */
async function anyRedeployed(): Promise<boolean> {
  const changed = await Promise.all(
    [...loadedManifests()].map(async ([url, asLoaded]) => {
      try {
        // no-cache: revalidated with the server (a 304 when nothing changed), never a stale copy.
        const res = await fetch(url, { cache: 'no-cache' });
        return res.ok && JSON.stringify(await res.json()) !== asLoaded;
      } catch {
        return false;
      }
    }),
  );
  return changed.some(Boolean);
}

/**
 * Tells when an area has been redeployed since this page loaded it. Once it has, the next move
 * to another screen loads that screen afresh (so the new version arrives with it), unless a
 * form holds unsaved input: then nothing reloads until the user says so.
 */
export function useRedeployCheck(): boolean {
  const [redeployed, setRedeployed] = useState(false);
  const { pathname } = useLocation();
  const found = useRef(false);
  const busy = useRef(false);
  const check = useRef(() => {});
  check.current = () => {
    // A dev server rebuilds on every save and reloads the page itself.
    if (process.env.NODE_ENV === 'development' || found.current || busy.current) return;
    busy.current = true;
    void anyRedeployed()
      .then((yes) => {
        if (!yes || found.current) return;
        found.current = true;
        setRedeployed(true);
      })
      .finally(() => (busy.current = false));
  };

  const first = useRef(true);
  useEffect(() => {
    // The first screen has only just loaded its area: nothing to compare yet.
    if (first.current) return void (first.current = false);
    if (found.current && !unsavedInput.any()) page.reload();
    else check.current();
  }, [pathname]);

  useEffect(() => {
    const onShow = () => document.visibilityState === 'visible' && check.current();
    document.addEventListener('visibilitychange', onShow);
    const timer = setInterval(() => document.visibilityState === 'visible' && check.current(), REDEPLOY_CHECK_MS);
    return () => {
      document.removeEventListener('visibilitychange', onShow);
      clearInterval(timer);
    };
  }, []);

  return redeployed;
}
