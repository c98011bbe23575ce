import { driverHoursExportFileName, exportDriverHours, saveFile } from '@haulboard/shared/api/admin';
import { useAppMutation } from '@haulboard/shared/query';
import { exportQueryOf, type HoursListValues } from '../lib/hours-params';
import { HoursMessages } from './hours-messages';

/** The period's hours of every driver matching the search (not only the page), saved as a CSV for payroll. */
export function useExportDriverHours() {
  return useAppMutation({
    mutationFn: async (values: HoursListValues) => saveFile(await exportDriverHours(exportQueryOf(values)), driverHoursExportFileName(values.period)),
    failure: HoursMessages.exportFailed,
    failureDetail: true,
  });
}
