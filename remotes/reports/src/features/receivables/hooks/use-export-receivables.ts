import { exportReceivables, saveFile } from '@haulboard/shared/api/admin';
import { useAppMutation } from '@haulboard/shared/query';

export const RECEIVABLES_EXPORT_FAILED = 'Failed to export receivables';

/** Export CSV: the server's receivables of the day shown, saved under the name the server gives it. */
export function useExportReceivables() {
  return useAppMutation({
    mutationFn: async (asOf: string) => saveFile(await exportReceivables({ as_of: asOf }), `receivables-${asOf}.csv`),
    failure: RECEIVABLES_EXPORT_FAILED,
    failureDetail: true,
  });
}
