import { chakra } from '@chakra-ui/react';
import { memo } from 'react';
import { pageWindow } from './pagination';

/**
 * Chakra's `sm` outline and solid buttons, drawn by one rule on the nav: nine Chakra buttons
 * resolved their recipes on every list change (twice: once for the placeholder, once for the data).
 */
const NAV_CSS = {
  '& button': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    h: '9',
    minW: '9',
    px: '3.5',
    gap: '2',
    textStyle: 'sm',
    fontWeight: 'medium',
    rounded: 'l2',
    borderWidth: '1px',
    borderColor: 'border',
    color: 'fg',
    bg: 'transparent',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    _hover: { bg: 'bg.muted' },
    _focusVisible: { outline: '2px solid', outlineColor: 'gray.focusRing', outlineOffset: '2px' },
    _disabled: { opacity: 0.5, cursor: 'not-allowed', bg: 'transparent' },
  },
  '& button[aria-current="page"]': { bg: 'gray.solid', color: 'gray.contrast', borderColor: 'transparent', _hover: { bg: 'gray.solid/90' } },
  '& [data-gap]': { px: '1' },
} as const;

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
    <chakra.nav aria-label="Pagination" display="flex" flexWrap="wrap" gap="1" justifyContent="center" alignItems="center" py="3" css={NAV_CSS}>
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
    </chakra.nav>
  );
});
