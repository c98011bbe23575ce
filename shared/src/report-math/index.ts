// The Analytics & Reports arithmetic an app runs on its first load (its URL, its arrows, a page's
// revenue), without the contracts entry: that one carries zod (~90 KiB gzip) to whoever imports a
// value from it. Not a federation share: pure functions and constants, so each area bundles the
// few it uses. The same code the contracts entry re-exports, so there is one formula.
export * from '../contracts/report-periods';
export { buildRevenueSummary, SUMMED_FIELDS, summarizeRevenue, type FeeValues, type RevenueSummary } from '../contracts/revenue';
