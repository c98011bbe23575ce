import { useMutation } from '@tanstack/react-query';
import { generateLoadReport, saveFile } from '@haulboard/shared/api/admin';
import type { ReportRequest } from '@haulboard/shared/contracts';
import { reportFileName } from '@haulboard/shared/report-math';

/**
 * Download Report: POST generate-load-report/ for the period, tab and search shown, saved as
 * `load-report-{period start}.pdf` (spec part 2 section 7). A failure stays in the mutation until
 * dismissed or the next try, so the screen can show the spec's alert.
 */
export function useDownloadReport() {
  return useMutation({
    mutationFn: async (request: ReportRequest) => saveFile(await generateLoadReport(request), reportFileName(request.pickup_date)),
  });
}
