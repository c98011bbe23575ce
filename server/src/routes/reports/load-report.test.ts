import { buildTestApp, createUser, type TestContext, type TestUser } from '../../../test/build';
import { insertLoad } from '../loads/load-fixtures';
import { REPORT_ROW_CAP, buildLoadReport } from './service';
import { REPORTS_AT_ONCE, REPORTS_QUEUED, toWinAnsi } from '../../lib/pdf';
import { renderLoadReport } from './load-report';
import { countPdfPages, extractPdfText } from '../../lib/pdf-text';
import { summarizeRevenue } from '@haulboard/shared/contracts';

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await createUser(ctx, 'admin');
});
afterAll(() => ctx.close());

const report = (payload: unknown, headers = admin.headers) =>
  ctx.app.inject({ method: 'POST', url: '/api/generate-load-report/', payload: payload as object, headers });
const textOf = (pdf: Buffer) => extractPdfText(pdf).join('\n');
/** The value printed after a Revenue Summary label. */
const summaryValue = (pdf: Buffer, label: string) => {
  const lines = extractPdfText(pdf);
  const at = lines.lastIndexOf(label);
  expect(at).toBeGreaterThanOrEqual(0);
  return lines[at + 1];
};

describe('POST /api/generate-load-report/', () => {
  let steel: number;
  beforeAll(async () => {
    steel = await insertLoad(ctx, {
      loadname: 'Monday steel',
      loadNumber: 'PO 4471823',
      pickupDate: '2026-06-01',
      deliveryDate: '2026-06-02',
      price: 1200.5,
      fuelPrice: 150.25,
      tollPrice: 20,
      parkingFee: 10,
      insuranceFee: 40,
      driverFee: 300,
      payment: 'Paid',
      status: 'delivered',
    });
    await insertLoad(ctx, {
      loadname: 'Monday fruit',
      pickupDate: '2026-06-01',
      deliveryDate: '2026-06-01',
      pickupTime: '05:00',
      deliveryTime: '09:00',
      price: 800,
      fuelPrice: null,
      driverFee: 200,
      status: 'assigned',
    });
    await insertLoad(ctx, {
      loadname: 'Sunday gravel',
      pickupDate: '2026-06-07',
      deliveryDate: '2026-06-08',
      price: 500,
      tollPrice: 12.75,
      status: 'unassigned',
    });
    await insertLoad(ctx, { loadname: 'Next Monday glass', pickupDate: '2026-06-08', deliveryDate: '2026-06-09', price: 99999 });
    await insertLoad(ctx, { loadname: 'Day before', pickupDate: '2026-05-31', deliveryDate: '2026-06-01', price: 77777 });
  });

  it("answers a real PDF attachment named after the date, with the day's loads and revenue", async () => {
    const res = await report({ pickup_date: '2026-06-01' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="load-report-2026-06-01.pdf"');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toMatch(/%%EOF/);
    const text = textOf(pdf);
    expect(text).toContain('Haulboard Load Report');
    expect(text).toContain('Daily report: Jun 1, 2026');
    expect(text).toContain('Monday steel');
    expect(text).toContain('Monday fruit');
    expect(text).toContain('Dallas, TX -> Austin, TX');
    expect(text).not.toContain('Sunday gravel');
    expect(text).not.toContain('Day before');
    expect(text).toContain('Revenue Summary');
    // 'Load #' is the id, the number every screen shows (issue 27), not the stored reference.
    expect(extractPdfText(pdf)).toContain(String(steel));
    expect(text).not.toContain('4471823');
    expect(summaryValue(pdf, 'Loads')).toBe('2');
    expect(summaryValue(pdf, 'Total price')).toBe('$2,000.50');
    expect(summaryValue(pdf, 'Total fuel')).toBe('$150.25');
    expect(summaryValue(pdf, 'Total toll')).toBe('$20.00');
    expect(summaryValue(pdf, 'Total parking')).toBe('$10.00');
    expect(summaryValue(pdf, 'Total insurance')).toBe('$40.00');
    expect(summaryValue(pdf, 'Total driver fees')).toBe('$500.00');
    // 2000.50 - 150.25 - 20 - 10 - 40 - 500
    expect(summaryValue(pdf, 'Total profit')).toBe('$1,280.25');
  });

  it('covers the Monday-Sunday week holding pickup_date for a weekly report, whichever day names it', async () => {
    for (const day of ['2026-06-01', '2026-06-04', '2026-06-07']) {
      const res = await report({ pickup_date: day, period: 'weekly' });
      const pdf = res.rawPayload;
      const text = textOf(pdf);
      expect(text).toContain('Weekly report: Jun 1, 2026 to Jun 7, 2026');
      expect(text).toContain('Monday steel');
      expect(text).toContain('Monday fruit');
      expect(text).toContain('Sunday gravel');
      expect(text).not.toContain('Next Monday glass');
      expect(text).not.toContain('Day before');
      expect(summaryValue(pdf, 'Loads')).toBe('3');
      expect(summaryValue(pdf, 'Total price')).toBe('$2,500.50');
      expect(summaryValue(pdf, 'Total profit')).toBe('$1,767.50');
    }
    // The Sunday before is the last day of the week before.
    expect(textOf((await report({ pickup_date: '2026-05-31', period: 'weekly' })).rawPayload)).toContain('Weekly report: May 25, 2026 to May 31, 2026');
  });

  it("covers the 1st to the month's last day for a monthly report, listing its loads", async () => {
    await insertLoad(ctx, { loadname: 'Month end tiles', pickupDate: '2026-06-30', deliveryDate: '2026-07-01', price: 400, status: 'delivered' });
    await insertLoad(ctx, { loadname: 'July first sand', pickupDate: '2026-07-01', deliveryDate: '2026-07-01', price: 55555 });
    const res = await report({ pickup_date: '2026-06-17', period: 'monthly' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="load-report-2026-06-17.pdf"');
    const pdf = res.rawPayload;
    const lines = extractPdfText(pdf);
    expect(lines).toContain('Monthly report: Jun 1, 2026 to Jun 30, 2026');
    for (const name of ['Monday steel', 'Monday fruit', 'Sunday gravel', 'Next Monday glass', 'Month end tiles']) expect(lines).toContain(name);
    expect(lines).not.toContain('Day before');
    expect(lines).not.toContain('July first sand');
    // Listed in pickup order: the day's early load first.
    expect(lines.indexOf('Monday fruit')).toBeLessThan(lines.indexOf('Monday steel'));
    expect(lines.indexOf('Next Monday glass')).toBeLessThan(lines.indexOf('Month end tiles'));
    expect(summaryValue(pdf, 'Loads')).toBe('5');
    // 1200.50 + 800 + 500 + 99999 + 400
    expect(summaryValue(pdf, 'Total price')).toBe('$102,899.50');
    // February of a leap year ends on the 29th.
    expect(textOf((await report({ pickup_date: '2028-02-10', period: 'monthly' })).rawPayload)).toContain('Monthly report: Feb 1, 2028 to Feb 29, 2028');
  });

  it('applies the status tab and the search box', async () => {
    const delivered = await report({ pickup_date: '2026-06-01', period: 'weekly', status: 'delivered' });
    const text = textOf(delivered.rawPayload);
    expect(text).toContain('Status: Delivered');
    expect(text).toContain('Monday steel');
    expect(text).not.toContain('Monday fruit');
    expect(summaryValue(delivered.rawPayload, 'Total price')).toBe('$1,200.50');
    const searched = await report({ pickup_date: '2026-06-01', period: 'weekly', search: 'GRAVEL' });
    expect(textOf(searched.rawPayload)).toContain('Sunday gravel');
    expect(summaryValue(searched.rawPayload, 'Loads')).toBe('1');
  });

  it('is still a valid PDF when the period has no loads', async () => {
    const res = await report({ pickup_date: '2030-01-01' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(textOf(res.rawPayload)).toContain('No loads in this period');
    expect(summaryValue(res.rawPayload, 'Total profit')).toBe('$0.00');
  });

  it('answers 400 with a detail for a bad body, and 403 to non-administrators', async () => {
    for (const payload of [
      {},
      { pickup_date: '2026-02-30' },
      { pickup_date: '01/06/2026' },
      { pickup_date: '2026-06-01', period: 'yearly' },
      { pickup_date: '2026-06-01', status: 'lost' },
      { pickup_date: '9999-12-31', period: 'weekly' },
      [],
    ]) {
      const res = await report(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBeTruthy();
    }
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/generate-load-report/',
      payload: '{"pickup_date":',
      headers: { ...admin.headers, 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    for (const type of ['dispatcher', 'driver'] as const) {
      const user = await createUser(ctx, type);
      expect((await report({ pickup_date: '2026-06-01' }, user.headers)).statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'POST', url: '/api/generate-load-report/', payload: { pickup_date: '2026-06-01' } })).statusCode).toBe(401);
  });

  it('makes one report at a time, queues a few and refuses the rest with 503 and Retry-After', async () => {
    // The loads table locked by another session: every report started waits on it, as a slow one would.
    const blocker = await ctx.db.$client.connect();
    await blocker.query('begin');
    await blocker.query('lock table loads in access exclusive mode');
    const many = REPORTS_AT_ONCE + REPORTS_QUEUED + 3;
    let settled = 0;
    const pending = Array.from({ length: many }, () => report({ pickup_date: '2026-06-01', period: 'monthly' }).finally(() => (settled += 1)));
    while (settled < 3) await new Promise((r) => setTimeout(r, 20));
    await blocker.query('commit');
    blocker.release();
    const answers = await Promise.all(pending);
    const refused = answers.filter((a) => a.statusCode === 503);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(REPORTS_AT_ONCE + REPORTS_QUEUED);
    expect(refused).toHaveLength(3);
    for (const a of refused) {
      expect(a.headers['retry-after']).toBe('5');
      expect(a.json()).toEqual({ detail: 'Too many reports are being generated right now. Try again in a few seconds.' });
    }
    // The turns are given back: the next one is made.
    expect((await report({ pickup_date: '2026-06-01' })).statusCode).toBe(200);
  });

  it('lists at most the row cap, says so, and still totals every load', async () => {
    await ctx.db.$client.query(
      `insert into loads (loadname, pickup_location, delivery_location, pickup_date, pickup_time, delivery_date, delivery_time, weight_lbs, price, driver_fee)
       select 'Bulk ' || g, 'A', 'B', '2027-01-04', '08:00', '2027-01-04', '09:00', 10, 10.01, 1
         from generate_series(1, 25) g`,
    );
    expect(REPORT_ROW_CAP).toBe(2_000);
    const pdf = await buildLoadReport(ctx.db, { pickup_date: '2027-01-04' }, 'UTC', 20);
    const text = textOf(pdf);
    expect(text).toContain('This report lists the first 20 of 25 loads in this period. The Revenue Summary covers all of them.');
    expect(text).toContain('Bulk 20');
    expect(text).not.toContain('Bulk 21');
    expect(summaryValue(pdf, 'Loads')).toBe('25');
    expect(summaryValue(pdf, 'Total price')).toBe('$250.25');
    expect(summaryValue(pdf, 'Total driver fees')).toBe('$25.00');
    expect(summaryValue(pdf, 'Total profit')).toBe('$225.25');
    // Not capped: no note.
    expect(textOf(await buildLoadReport(ctx.db, { pickup_date: '2027-01-04' }, 'UTC', 25))).not.toContain('This report lists the first');
  });
});

describe('renderLoadReport', () => {
  const row = (id: number) => ({
    id,
    loadname: `A rather long load name that will not fit in its column ${id}`,
    pickup_location: 'Springfield, IL',
    delivery_location: 'Shelbyville, KY',
    pickup_date: '2026-06-01',
    status: 'assigned' as const,
    payment: 'Unpaid' as const,
    price: 100,
    fuel_price: 10,
    toll_price: null,
    parking_fee: null,
    insurance_fee: null,
    driver_fee: 20,
  });

  it('repeats the table header on every page and numbers the pages', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => row(i + 1));
    const pdf = await renderLoadReport({
      period: 'daily',
      from: '2026-06-01',
      to: '2026-06-01',
      rows,
      totalLoads: rows.length,
      summary: summarizeRevenue(rows),
      generatedAt: new Date(),
      timezone: 'UTC',
    });
    const pages = countPdfPages(pdf);
    expect(pages).toBeGreaterThan(2);
    const lines = extractPdfText(pdf);
    expect(lines.filter((l) => l === 'Pickup -> Delivery')).toHaveLength(pages);
    expect(lines).toContain(`Page ${pages} of ${pages}`);
    expect(lines.some((l) => l.startsWith('A rather long load') && l.endsWith('...'))).toBe(true);
    // 'Load #' is the id alone, as on every screen (issue 27).
    expect(lines.filter((l) => /^\d+$/.test(l)).slice(0, 3)).toEqual(['1', '2', '3']);
  });

  it('prints characters the standard fonts lack as ?', () => {
    expect(toWinAnsi('Café – “São Paulo” 北京 🚚\nline')).toBe('Café – “São Paulo” ?? ? line');
  });
});
