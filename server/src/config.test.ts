import { loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to port 8080, ./data and demo data with the embedded database', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.dataDir.endsWith('/data')).toBe(true);
    expect(c.demo).toBe(true);
  });
  it('turns demo data off by default for an external database', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://x@db/haulboard' }).demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://x@db/haulboard', HAULBOARD_DEMO: '1' }).demo).toBe(true);
  });
  it('refuses a bad port or time zone with a message naming the setting', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ HAULBOARD_TIMEZONE: 'Mars/Olympus' })).toThrow(/HAULBOARD_TIMEZONE/);
    expect(loadConfig({ HAULBOARD_TIMEZONE: 'America/Chicago' }).timezone).toBe('America/Chicago');
  });
});
