import { memo } from 'react';
import SearchInput from './search-input-impl';
import type { ListToolbarProps, ListToolbarSelect } from './list-toolbar';

/** The search applies as it is typed: Enter submits nothing. */
const noSubmit = (e: React.FormEvent) => e.preventDefault();

/** One selector as Chakra's `md` native select draws it (plain elements under the `.hb-list-toolbar` rules). */
const Select = memo(function Select({ label, value, options, onChange }: ListToolbarSelect) {
  return (
    <div data-select="">
      <select aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <svg viewBox="0 0 24 24" aria-hidden focusable="false">
        <path d="m6 9 6 6 6-6" />
      </svg>
    </div>
  );
});

/**
 * In a form of its own: Chromium's autofill reads every control of a changed control's form on
 * each change, and outside a form that was every row checkbox of the page too (about 15 ms a
 * change). Memoised: a new page of rows does not redraw it; a key in the search box redraws it alone.
 */
export default memo(function ListToolbar({ searchLabel, searchPlaceholder, searchInput, onSearch, selects }: ListToolbarProps) {
  return (
    <form className="hb-list-toolbar" onSubmit={noSubmit}>
      <SearchInput label={searchLabel} placeholder={searchPlaceholder} value={searchInput} onChange={onSearch} maxW={{ base: 'full', md: 'sm' }} />
      {selects.map((s) => (
        <Select key={s.label} {...s} />
      ))}
    </form>
  );
});
