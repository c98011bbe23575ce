import { expect, type APIRequestContext } from '@playwright/test';
import { ApiPaths, type HoursEntry } from '@haulboard/shared/contracts';
import { apiLogin, apiUrl } from './api';

// A person's own check-in and check-out (the drivers' app calls), for the Check In/Out tests:
// the person signs in with their login and POSTs check-in/ or check-out/ with their own token.

/** Someone who can sign in: a driver's phone number or a dispatcher's e-mail, and the password. */
export type Worker = { login: string; password: string };

async function post(request: APIRequestContext, who: Worker, path: string, status: number): Promise<HoursEntry> {
  const { access_token } = await apiLogin(request, who.login, who.password);
  const res = await request.post(apiUrl(path), { headers: { authorization: `Bearer ${access_token}` } });
  expect(res.status(), `${path} of ${who.login}: ${await res.text()}`).toBe(status);
  return (await res.json()) as HoursEntry;
}

/** Opens a shift now; answers it (check_in_time, no check_out_time). */
export const checkIn = (request: APIRequestContext, who: Worker) => post(request, who, ApiPaths.checkIn, 201);

/** Closes the open shift now; answers it with both times. */
export const checkOut = (request: APIRequestContext, who: Worker) => post(request, who, ApiPaths.checkOut, 200);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A check time as the table shows it, in local time (the browser's is this machine's): 'Nov 23, 2:05 PM'. */
export function checkTimeText(iso: string): string {
  const d = new Date(iso);
  const h = d.getHours();
  return `${MONTHS[d.getMonth()]} ${d.getDate()}, ${h % 12 === 0 ? 12 : h % 12}:${String(d.getMinutes()).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}
