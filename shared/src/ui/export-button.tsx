import { memo, useCallback, useRef } from 'react';
import { Button } from '@chakra-ui/react';
import { Download } from 'lucide-react';

/**
 * A callback that keeps one identity while always calling the latest `fn`: a list's header
 * memoises its buttons, and an export must still send the filters shown now.
 */
export function useLatestCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  latest.current = fn;
  return useCallback((...args: A) => latest.current(...args), []);
}

/** A list's 'Export CSV' button, 'Exporting...' while the file is made. Memoised: the list changing does not redraw it. */
export const ExportCsvButton = memo(function ExportCsvButton({ exporting, onExport }: { exporting: boolean; onExport: () => void }) {
  return (
    <Button variant="outline" onClick={onExport} loading={exporting} loadingText="Exporting...">
      <Download aria-hidden /> Export CSV
    </Button>
  );
});
