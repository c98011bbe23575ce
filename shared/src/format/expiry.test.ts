import { anExpiry } from '../testing/fleet-fixtures';
import { expiryBadgeText, expiryProblems } from './index';

const AS_OF = '2026-11-23';

describe('expiryBadgeText', () => {
  it('names what the server judged: Expired, Overdue for a service, Due in N days, nothing when fine or missing', () => {
    expect(expiryBadgeText('registration', { date: '2026-11-20', state: 'expired' }, AS_OF)).toBe('Expired');
    expect(expiryBadgeText('next_service', { date: '2026-11-20', state: 'expired' }, AS_OF)).toBe('Overdue');
    expect(expiryBadgeText('insurance', { date: '2026-12-05', state: 'due' }, AS_OF)).toBe('Due in 12 days');
    expect(expiryBadgeText('insurance', { date: '2026-11-24', state: 'due' }, AS_OF)).toBe('Due tomorrow');
    expect(expiryBadgeText('insurance', { date: AS_OF, state: 'due' }, AS_OF)).toBe('Due today');
    expect(expiryBadgeText('insurance', { date: '2027-05-01', state: 'ok' }, AS_OF)).toBeNull();
    expect(expiryBadgeText('insurance', { date: null, state: null }, AS_OF)).toBeNull();
  });

  it('counts calendar days across a month and a year end', () => {
    expect(expiryBadgeText('registration', { date: '2027-01-02', state: 'due' }, '2026-12-30')).toBe('Due in 3 days');
  });
});

describe('expiryProblems', () => {
  const expiry = anExpiry({
    registration: { date: '2026-12-01', state: 'due' },
    insurance: { date: '2026-11-03', state: 'expired' },
    next_service: { date: '2026-10-01', state: 'expired' },
  });

  it('says each flagged date in a sentence, expired first', () => {
    expect(expiryProblems(expiry)).toEqual([
      'Insurance expired on Nov 3, 2026',
      'Service was due on Oct 1, 2026',
      'Registration expires on Dec 1, 2026 (in 8 days)',
    ]);
  });

  it('keeps to the dates and states asked for (a load asks only about expired papers)', () => {
    expect(expiryProblems(expiry, ['registration', 'insurance'], ['expired'])).toEqual(['Insurance expired on Nov 3, 2026']);
    expect(expiryProblems(anExpiry())).toEqual([]);
  });
});
