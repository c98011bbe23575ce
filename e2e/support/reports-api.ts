import fs from 'node:fs';
import { expect, type APIRequestContext } from '@playwright/test';
import { ApiPaths, type Load, type LoadStatus } from '@haulboard/shared/contracts';
import { apiLogin, apiUrl } from './api';
import { ADMIN } from './env';
import { isoDay, LoadsApi } from './loads-api';

// Loads made for the analytics tests on known days with known money, and the downloaded report
// read back as text by a real PDF reader (pdfjs).

/** `iso` moved by `days` calendar days. */
export const shiftDay = (iso: string, days: number) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const daysFromToday = (iso: string) => Math.round((Date.parse(`${iso}T12:00:00Z`) - Date.parse(`${isoDay(0)}T12:00:00Z`)) / 86_400_000);

/** The Monday `weeks` weeks after this week's (local calendar). */
export function mondayIn(weeks: number): string {
  const today = isoDay(0);
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  return shiftDay(today, -((weekday + 6) % 7) + 7 * weeks);
}

/** How a period selector names a day, a week or a month, written independently of the app (Intl, not date-fns). */
const dayWords = (iso: string, year: boolean) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(year ? { year: 'numeric' } : {}),
  });
export const dayLabel = (iso: string) => dayWords(iso, true);
export const weekLabel = (monday: string) => {
  const sunday = shiftDay(monday, 6);
  return `${dayWords(monday, monday.slice(0, 4) !== sunday.slice(0, 4))} – ${dayWords(sunday, true)}`;
};

export type DayLoad = { name: string; day: string; status: LoadStatus; price: number };

export class ReportsApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
    readonly loads: LoadsApi,
  ) {}

  static async admin(request: APIRequestContext): Promise<ReportsApi> {
    const [{ access_token }, loads] = await Promise.all([apiLogin(request, ADMIN.email, ADMIN.password), LoadsApi.admin(request)]);
    return new ReportsApi(request, access_token, loads);
  }

  /** A load picked up on `day` with `price` (the usual fees), brought to `status` (delivered by the admin's deliver call). */
  async createOn({ name, day, status, price }: DayLoad): Promise<Load> {
    const load = await this.loads.createLoad(name, { pickupInDays: daysFromToday(day), price, assigned: status !== 'unassigned' });
    expect(load.pickup_date, name).toBe(day);
    if (status === 'delivered') {
      const res = await this.request.post(apiUrl(ApiPaths.deliverLoad(load.id)), { headers: { authorization: `Bearer ${this.token}` } });
      expect(res.status(), `deliver ${name}`).toBe(200);
    }
    return load;
  }

  async createAll(specs: DayLoad[]): Promise<void> {
    for (const spec of specs) await this.createOn(spec);
  }
}

/** Every line of text of a PDF file, page after page, as pdfjs reads it. */
export async function pdfText(file: string): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(fs.readFileSync(file)), useSystemFonts: true, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
  }
  await doc.destroy();
  return pages.join('\n');
}
