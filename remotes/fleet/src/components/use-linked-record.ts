import { useEffect, useRef } from 'react';
import { useSearchParams } from '@haulboard/shared/router';

/**
 * `?truck=31` or `?trailer=7` (the shell's search opens a record so, issue 29): reads that record and
 * hands it to `open` (its details), then takes the parameter out of the address, so closing the
 * details, a reload or Back does not open it again. A record that is gone opens nothing.
 */
export function useLinkedRecord<T>(param: 'truck' | 'trailer', read: (id: number, signal: AbortSignal) => Promise<T>, open: (record: T) => void) {
  const [params, setParams] = useSearchParams();
  const raw = params.get(param);
  const latest = useRef({ read, open });
  latest.current = { read, open };
  useEffect(() => {
    if (raw === null) return;
    const id = Number(raw);
    const controller = new AbortController();
    const forget = () =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete(param);
          return next;
        },
        { replace: true },
      );
    if (!Number.isSafeInteger(id) || id < 1) {
      forget();
      return;
    }
    latest.current
      .read(id, controller.signal)
      .then((record) => {
        latest.current.open(record);
        forget();
      })
      .catch(() => {
        if (!controller.signal.aborted) forget();
      });
    return () => controller.abort();
  }, [raw, param, setParams]);
}
