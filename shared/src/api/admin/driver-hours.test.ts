import { createEventBus } from '../../bus/event-bus';
import { BusEventReplay, type BusEvents } from '../../contracts/bus-events';
import { createTokenStore } from '../../session/token-store';
import { fakeFetch, json, type Handler } from '../../../test/fake-fetch';
import { MemoryStorage } from '../../testing/memory-storage';
import { createHttp } from '../http';
import { driverHoursApi, driverHoursExportFileName } from './driver-hours';

function client(handler: Handler) {
  const bus = createEventBus<BusEvents>(BusEventReplay);
  const tokens = createTokenStore(new MemoryStorage({ access_token: 'a', refresh_token: 'r', user_type: 'admin' }), bus);
  const server = fakeFetch(handler);
  const http = createHttp({ baseUrl: '/api/', fetch: () => server.fetch, tokens: () => tokens, bus: () => bus });
  return { ...driverHoursApi(http), server };
}

describe('the driver hours calls', () => {
  it('asks driver-hours/ for a page with the period and search, never for the unpaged array', async () => {
    const { getDriverHoursPage, server } = client(() => json({ count: 0, results: [] }));
    await expect(getDriverHoursPage()).resolves.toEqual({ count: 0, results: [] });
    await getDriverHoursPage({ period: 'weekly', page: 2, page_size: 7, search: 'ann' });
    expect(server.requests.map((r) => r.url)).toEqual(['/api/driver-hours/?page=1', '/api/driver-hours/?period=weekly&page=2&page_size=7&search=ann']);
    expect(server.requests[1].authorization).toBe('Bearer a');
  });

  it('exports the period and search as CSV, with the byte-order mark spreadsheets read UTF-8 by', async () => {
    const { exportDriverHours, server } = client(() => new Response('name,minutes\nRené,90\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }));
    const blob = await exportDriverHours({ period: 'monthly', search: 'ren' });
    expect(server.requests[0].url).toBe('/api/driver-hours/export/?period=monthly&search=ren');
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe('name,minutes\nRené,90\n');
  });

  it('turns a refused export into the server detail', async () => {
    const { exportDriverHours } = client(() => json({ detail: 'period must be daily, weekly or monthly' }, 400));
    await expect(exportDriverHours({ period: 'daily' })).rejects.toMatchObject({ status: 400, detail: 'period must be daily, weekly or monthly' });
  });

  it('names the file as the server does: the period and the local day it was made', () => {
    expect(driverHoursExportFileName('weekly', new Date(2026, 10, 25, 23, 30))).toBe('driver-hours-weekly-2026-11-25.csv');
  });
});
