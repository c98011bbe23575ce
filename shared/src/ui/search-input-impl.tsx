import { Search, X } from 'lucide-react';
import { useRef } from 'react';
import type { SearchInputProps } from './search-input';

/** The box's widest: a size token ('sm' = 24rem) or 'full'; of a responsive value, the one from `md` up (below it the box is full width). */
function maxWidthOf(maxW: SearchInputProps['maxW']): string {
  const v = maxW && typeof maxW === 'object' && !Array.isArray(maxW) ? ((maxW as Record<string, unknown>).md ?? (maxW as Record<string, unknown>).base) : maxW;
  if (typeof v !== 'string' || v === 'full') return '100%';
  return `var(--chakra-sizes-${v}, ${v})`;
}

/**
 * A labelled search box: a search icon before, a clear button after once something is typed.
 * Plain elements under the admin system's `.hb-search` rules (kit-css.ts): it redraws on every
 * key, and Chakra's input group resolved its and the input's styles each time.
 */
export default function SearchInput({ label, value, onChange, placeholder, maxW = 'sm', size = 'md' }: SearchInputProps) {
  const ref = useRef<HTMLInputElement>(null);
  return (
    <div className="hb-search" data-size={size} style={{ '--hb-search-max': maxWidthOf(maxW) } as React.CSSProperties}>
      <Search size={16} aria-hidden />
      <input
        ref={ref}
        type="search"
        aria-label={label}
        placeholder={placeholder ?? label}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        onKeyDown={(e) => {
          // The browser's own Escape-clears of type=search, kept for browsers that lack it.
          if (e.key === 'Escape' && value) {
            e.preventDefault();
            onChange('');
          }
        }}
      />
      {value ? (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => {
            onChange('');
            ref.current?.focus();
          }}
        >
          <X size={14} aria-hidden />
        </button>
      ) : null}
    </div>
  );
}
