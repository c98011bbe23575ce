import type { z } from 'zod';
import { ApiPaths, type Http } from '@haulboard/shared/api';
import type { DriverPageSchema, PeopleQuerySchema } from '../../contracts/people';

export type DriverPage = z.infer<typeof DriverPageSchema>;
export type DriversQuery = z.infer<typeof PeopleQuerySchema>;

export const driversApi = (http: Http) => ({
  /**
   * A page of drivers with the total, searched on the server (the pickers find one of
   * thousands as one types). `page` is always sent: without it the answer is every driver.
   */
  getDrivers: (query: DriversQuery = {}, signal?: AbortSignal) => http<DriverPage>(ApiPaths.drivers, { query: { ...query, page: query.page ?? 1 }, signal }),
});
