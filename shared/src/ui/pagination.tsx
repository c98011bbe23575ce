import { lazyPart } from './lazy-part';

/** Pages to show: all when few, else the first, the last and a window around the current one. */
export function pageWindow(page: number, pages: number, width = 1): (number | 'gap')[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const out: (number | 'gap')[] = [1];
  const from = Math.max(2, page - width);
  const to = Math.min(pages - 1, page + width);
  if (from > 2) out.push('gap');
  for (let p = from; p <= to; p++) out.push(p);
  if (to < pages - 1) out.push('gap');
  out.push(pages);
  return out;
}

/**
 * Previous, numbered pages, Next; rendered only when the results exceed one page (spec). Its
 * code loads when a list first draws it, so pages without one never pay for it.
 */
export const Pagination = lazyPart(() => import('./pagination-impl'));
