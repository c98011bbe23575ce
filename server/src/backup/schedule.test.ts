import { backupDue, wallClock } from './schedule';
import { backupName, backupsToDelete, type BackupStatus } from './status';

const none: BackupStatus = { last_ok_at: null, last_ok_file: null, last_ok_bytes: null, last_failed_at: null, last_error: null };

describe('when the nightly backup is due', () => {
  const tz = 'America/Chicago';
  // 02:30 in Chicago on 2026-11-26 is 08:30 UTC.
  it('waits for the backup time on the company clock', () => {
    expect(wallClock(new Date('2026-11-26T08:29:00Z'), tz)).toBe('2026-11-26 02:29');
    expect(backupDue(new Date('2026-11-26T08:29:00Z'), none, '02:30', tz)).toBe(false);
    expect(backupDue(new Date('2026-11-26T08:30:00Z'), none, '02:30', tz)).toBe(true);
  });

  it('takes one a day, and takes a missed one as soon as the server is back', () => {
    const tookToday = { ...none, last_ok_at: '2026-11-26T08:31:00Z' };
    expect(backupDue(new Date('2026-11-26T20:00:00Z'), tookToday, '02:30', tz)).toBe(false);
    const tookYesterday = { ...none, last_ok_at: '2026-11-25T08:31:00Z' };
    expect(backupDue(new Date('2026-11-26T15:00:00Z'), tookYesterday, '02:30', tz)).toBe(true);
  });

  it('tries a failed one again an hour later', () => {
    const failed = { ...none, last_failed_at: '2026-11-26T08:31:00Z' };
    expect(backupDue(new Date('2026-11-26T09:00:00Z'), failed, '02:30', tz)).toBe(false);
    expect(backupDue(new Date('2026-11-26T09:32:00Z'), failed, '02:30', tz)).toBe(true);
  });
});

describe('retention', () => {
  const auto = (iso: string) => backupName(new Date(iso), true);

  it('keeps the newest backup of each of the last 7 days and of each of the last 4 weeks', () => {
    // 40 nightly backups, 2026-10-18 through 2026-11-26, and two the same night.
    const names = Array.from({ length: 40 }, (_, i) => auto(new Date(Date.UTC(2026, 9, 18 + i, 8, 30)).toISOString()));
    names.push(auto('2026-11-26T09:45:00Z'));
    const deleted = new Set(backupsToDelete(names, 7, 4));
    const kept = names.filter((n) => !deleted.has(n)).sort();
    expect(kept).toEqual(
      [
        // The newest of each of the last 4 ISO weeks (Sundays, and today for this week).
        '2026-11-08T08:30:00Z',
        '2026-11-15T08:30:00Z',
        // The last 7 days (the 22nd is also its week's newest).
        '2026-11-20T08:30:00Z',
        '2026-11-21T08:30:00Z',
        '2026-11-22T08:30:00Z',
        '2026-11-23T08:30:00Z',
        '2026-11-24T08:30:00Z',
        '2026-11-25T08:30:00Z',
        '2026-11-26T09:45:00Z',
      ].map(auto),
    );
  });

  it('never deletes a backup taken by hand', () => {
    const manual = backupName(new Date('2026-01-01T00:00:00Z'), false);
    expect(manual).toBe('haulboard-20260101-000000.tar.gz');
    expect(backupsToDelete([manual, auto('2026-01-02T00:00:00Z')], 0, 0)).toEqual([auto('2026-01-02T00:00:00Z')]);
  });
});
