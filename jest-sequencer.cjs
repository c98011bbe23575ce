// Longest files first, on a fresh clone too. Jest orders by the durations of its last run, kept
// in its cache; CI starts with none, so Jest falls back to file size, and a 20 s suite that is
// short on disk (a server suite that waits on processes) started last and ran alone at the end
// while the other worker idled. The seconds below are from a CI run (issue 26); a stale or
// missing entry only changes the order, never what runs.
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

/** Seconds each long file took in CI, by path from the repository root. */
const KNOWN_SECONDS = {
  'remotes/fleet/src/features/trucks/components/trucks-card.test.tsx': 23.7,
  'server/test/crash-restart.test.ts': 23.3,
  'server/test/backup-restore.test.ts': 20.9,
  'remotes/dashboard/src/features/truck-activity/components/truck-activity.test.tsx': 16.2,
  'remotes/loads/src/expose/load-detail-page.test.tsx': 15.8,
  'remotes/loads/src/expose/loads-list-page.test.tsx': 15.6,
  'remotes/chat/src/app/chat-view.test.tsx': 14.7,
  'server/src/seed/bulk.test.ts': 13.7,
  'server/test/bad-input.test.ts': 13.2,
  'remotes/loads/src/expose/add-load-page.test.tsx': 13.0,
  'remotes/people/src/expose/admin-profile-page.test.tsx': 13.0,
  'remotes/auth/src/features/recovery/components/password-recovery-page.test.tsx': 12.9,
  'remotes/dashboard/src/expose/dashboard-page.test.tsx': 12.6,
  'remotes/people/src/expose/person-account.test.tsx': 11.6,
  'remotes/reports/src/expose/analytics-page.test.tsx': 10.7,
  'remotes/loads/src/expose/load-detail-delivery.test.tsx': 10.3,
  'remotes/fleet/src/features/trailers/components/trailers-card.test.tsx': 10.1,
};

class LongestFirst extends Sequencer {
  sort(tests) {
    const estimate = (test) => {
      // The cache's time when there is one (a local rerun), else the list's.
      const cached = this.time(test);
      if (cached != null) return cached;
      const listed = KNOWN_SECONDS[path.relative(__dirname, test.path).split(path.sep).join('/')];
      return listed == null ? null : listed * 1000;
    };
    const size = (test) => test.context.hasteFS.getSize(test.path) ?? 0;
    const keyed = tests.map((test) => ({ test, failed: this.hasFailed(test), ms: estimate(test), size: size(test) }));
    keyed.sort(
      (a, b) =>
        // Last run's failures first, as Jest does: the quickest answer to whether a fix worked.
        Number(b.failed) - Number(a.failed) ||
        // Then the known durations, longest first; files of unknown duration after them, by size.
        Number(b.ms != null) - Number(a.ms != null) ||
        (b.ms ?? 0) - (a.ms ?? 0) ||
        b.size - a.size,
    );
    return keyed.map(({ test }) => test);
  }
}

module.exports = LongestFirst;
