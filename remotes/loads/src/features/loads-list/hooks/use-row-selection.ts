import { useCallback, useMemo, useState } from 'react';

const NONE: ReadonlySet<number> = new Set();

/**
 * The rows picked for a bulk action. Tied to the list's view (`viewKey`: page, search, tab,
 * filters, sort): any change of view clears it, so an action never applies to rows out of sight.
 * Only ids still on the page count, so a row that went away (deleted) is never acted on again.
 */
export function useRowSelection(viewKey: string, rowIds: readonly number[] | undefined) {
  const [state, setState] = useState<{ key: string; ids: ReadonlySet<number> }>({ key: viewKey, ids: NONE });
  const all = state.key === viewKey ? state.ids : NONE;
  const rowKey = rowIds?.join(',') ?? '';
  const selected = useMemo(() => {
    const here = new Set((rowIds ?? []).filter((id) => all.has(id)));
    return here.size === all.size ? all : here;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [all, rowKey]);
  const onChange = useCallback((next: Set<number>) => setState({ key: viewKey, ids: next }), [viewKey]);
  const clear = useCallback(() => setState({ key: viewKey, ids: NONE }), [viewKey]);
  return { selected, ids: useMemo(() => [...selected], [selected]), onChange, clear };
}
