import { memo } from 'react';
import { pageWindow } from './pagination';

/** Previous, numbered pages, Next; rendered only when the results exceed one page (spec). Memoised: a list's new rows do not redraw it. */
export default memo(function Pagination({
  count,
  pageSize,
  page,
  onPageChange,
}: {
  count: number;
  pageSize: number;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const pages = Math.ceil(count / pageSize);
  if (pages <= 1) return null;
  return (
    // Chakra's `sm` outline buttons, drawn by the admin system's `.hb-pagination` rules (kit-css.ts).
    <nav aria-label="Pagination" className="hb-pagination">
      <button type="button" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        Previous
      </button>
      {pageWindow(page, pages).map((p, i) =>
        p === 'gap' ? (
          <span key={`gap-${i}`} data-gap="" aria-hidden>
            …
          </span>
        ) : (
          <button key={p} type="button" aria-label={`Page ${p}`} aria-current={p === page ? 'page' : undefined} onClick={() => onPageChange(p)}>
            {p}
          </button>
        ),
      )}
      <button type="button" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        Next
      </button>
    </nav>
  );
});
