import { activityExportFileName, exportActivity, saveFile } from '@haulboard/shared/api/admin';
import type { ActivityExportQuery } from '@haulboard/shared/contracts';
import { useAppMutation } from '@haulboard/shared/query';

export const ACTIVITY_EXPORT_FAILED = 'Failed to export activity';

/** Export CSV: every event of the filters shown (the server's CSV), saved as activity-<day>.csv. */
export function useExportActivity() {
  return useAppMutation({
    mutationFn: async (filters: ActivityExportQuery) => saveFile(await exportActivity(filters), activityExportFileName()),
    failure: ACTIVITY_EXPORT_FAILED,
  });
}
