import { memo } from 'react';
import Pagination from './pagination-impl';
import type { ListFooterProps } from './list-footer';

/** The count line and the pagination; plain elements under the `.hb-list-footer` rules (kit-css.ts). */
export default memo(function ListFooter({ count, page, pageSize, noun, onPageChange }: ListFooterProps) {
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(first + pageSize - 1, count);
  const n = (x: number) => x.toLocaleString('en-US');
  return (
    <div className="hb-list-footer">
      {count > 0 && first <= count ? (
        <p data-count="" aria-live="polite">
          Showing {n(first)}–{n(last)} of {n(count)} {count === 1 ? noun[0] : noun[1]}
        </p>
      ) : (
        <span />
      )}
      <Pagination count={count} pageSize={pageSize} page={page} onPageChange={onPageChange} />
    </div>
  );
});
