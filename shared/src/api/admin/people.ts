import type { z } from 'zod';
import { api, ApiPaths, type Http } from '@haulboard/shared/api';
import type { DispatcherPageSchema, PeopleQuerySchema, RegisterRequest, RegisterResponseSchema } from '../../contracts/people';

export type DispatcherPage = z.infer<typeof DispatcherPageSchema>;
export type DispatchersQuery = z.infer<typeof PeopleQuerySchema>;
export type RegisteredUser = z.infer<typeof RegisterResponseSchema>;

/** The people lists' calls beside getDrivers (drivers.ts): the dispatchers' page, a new user, a driver's removal. */
export const peopleApi = (http: Http) => ({
  /**
   * A page of dispatchers with the total, searched and sorted on the server. `page` is always
   * sent: without a paging parameter the answer is the spec's unpaged array of every dispatcher.
   */
  getDispatchers: (query: DispatchersQuery = {}, signal?: AbortSignal) =>
    http<DispatcherPage>(ApiPaths.dispatchers, { query: { ...query, page: query.page ?? 1 }, signal }),
  /** A dispatcher (login: their e-mail) or a driver (login: the phone number the form calls Phone Number). */
  registerUser: (body: RegisterRequest) => http<RegisteredUser>(ApiPaths.register, { method: 'POST', body }),
  /** Removes a driver; the server puts their unfinished loads back to unassigned. Dispatchers cannot be deleted. */
  deleteDriver: (id: number) => http<void>(ApiPaths.deleteUser(id), { method: 'DELETE' }),
});

export const { getDispatchers, registerUser, deleteDriver } = peopleApi(api.http);
