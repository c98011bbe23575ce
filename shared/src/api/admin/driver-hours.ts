import type { z } from 'zod';
import { api, ApiPaths, type Http } from '@haulboard/shared/api';
import type { DriverHoursExportQuerySchema, DriverHoursPageSchema, DriverHoursQuerySchema, HoursPeriod } from '../../contracts/dashboard';
import { csvBlob } from './download';

export type DriverHoursPage = z.infer<typeof DriverHoursPageSchema>;
export type DriverHoursQuery = z.infer<typeof DriverHoursQuerySchema>;
export type DriverHoursExportQuery = z.infer<typeof DriverHoursExportQuerySchema>;

/** The Check In/Out screen's calls (driver-hours/ and its CSV export). */
export const driverHoursApi = (http: Http) => ({
  /**
   * A page of the drivers' hours in the period, with the total, searched on the server. `page`
   * is always sent: without paging or search the server answers the spec's unpaged array.
   */
  getDriverHoursPage: (query: DriverHoursQuery = {}, signal?: AbortSignal) =>
    http<DriverHoursPage>(ApiPaths.driverHours, { query: { ...query, page: query.page ?? 1 }, signal }),
  /** Every driver matching the search, with the period's hours, as the server's CSV (for payroll). */
  exportDriverHours: async (query: DriverHoursExportQuery = {}, signal?: AbortSignal) =>
    csvBlob(await http<string>(ApiPaths.exportDriverHours, { query, signal, text: true })),
});

/** The export's file name, as the server's Content-Disposition gives it: the period and the day it was made (local). */
export const driverHoursExportFileName = (period: HoursPeriod, now = new Date()) =>
  `driver-hours-${period}-${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}.csv`;

export const { getDriverHoursPage, exportDriverHours } = driverHoursApi(api.http);
