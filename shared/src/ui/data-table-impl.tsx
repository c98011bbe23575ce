import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState, RETRY_LABEL } from './states';

export type Column<Row> = {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Right-aligns numbers. */
  numeric?: boolean;
  /**
   * Makes the header a sort button: the value the caller's sort takes for this column, ascending
   * (`'price'`); descending is the same with a leading minus (`'-price'`), as the API's `ordering`.
   */
  sortKey?: string;
  /** Keeps the cell on one line (dates, money, short codes). */
  nowrap?: boolean;
  /**
   * Stays in view while the table scrolls sideways (what names the row: its number, its name).
   * Pinned columns come first and say their `width`, which places the next one.
   */
  pin?: boolean;
  /** The column's width (CSS), required for a pinned column. */
  width?: string;
  /** The Columns chooser may hide it; `'hidden'`: hidden until chosen (the default set fits 1366 px). */
  optional?: true | 'hidden';
};

/** Row selection for bulk actions: the caller holds the selected keys, so it decides when they clear. */
export type TableSelection<Row> = {
  selected: ReadonlySet<string | number>;
  onChange: (next: Set<string | number>) => void;
  /** The row's checkbox's accessible name: `Select load Chicago run`. */
  rowLabel: (row: Row) => string;
  /** The header checkbox's accessible name; it selects or clears every row of the page. */
  allLabel: string;
};

export type DataTableProps<Row> = {
  columns: readonly Column<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string | number;
  /** Names the table for screen readers. */
  caption: string;
  loading?: boolean;
  loadingLabel?: string;
  error?: string | null;
  onRetry?: () => void;
  /** The error row's button (the kit's 'Try Again' unless the screen's words say otherwise). */
  retryLabel?: string;
  emptyText: string;
  /** The current sort (`'price'`, `'-price'`), controlled so the caller can keep it in the URL. */
  sort?: string;
  /** A sortable header was clicked: ascending first, then each click flips the direction. */
  onSortChange?: (sort: string) => void;
  selection?: TableSelection<Row>;
  /** The last column's buttons for one row (View, Delete ...). */
  rowActions?: (row: Row) => ReactNode;
  actionsHeader?: string;
  /** New rows are on their way (a page or filter change): the old ones stay, dimmed, and the table says it is busy. */
  refreshing?: boolean;
  /**
   * Below 768 px, one card per row instead of the table (a row too wide for a phone): its title,
   * then label and value lines, then the row's actions. The loading, error and empty states stay
   * the table's on every width.
   */
  cards?: TableCards<Row>;
  /**
   * Where this browser keeps the columns chosen (`'loads'`): with it, a Columns button above the
   * table shows and hides the optional columns, and the choice outlives a reload.
   */
  columnsKey?: string;
  /**
   * Rows changed elsewhere a moment ago (issue 29: `useFreshIds` of `@haulboard/shared/live`):
   * marked briefly, and counted once in a polite status line rather than each announced.
   */
  freshKeys?: ReadonlySet<string | number | null>;
};

export type TableCards<Row> = {
  /** The card's heading: what names the row. */
  title: (row: Row) => ReactNode;
  /** The heading's level under the page's own headings. */
  headingLevel?: 2 | 3 | 4;
  /** The card's lines; by default every column but the first, labelled by its header. */
  fields?: readonly (readonly [label: string, value: (row: Row) => ReactNode])[];
};

/** The sort a click on `key`'s header asks for: ascending, or the other direction if already sorted by it. */
export const nextSort = (current: string | undefined, key: string) => (current === key ? `-${key}` : key);

const ariaSortOf = (current: string | undefined, key: string) => (current === key ? 'ascending' : current === `-${key}` ? 'descending' : 'none');

function SortIcon({ state }: { state: 'ascending' | 'descending' | 'none' }) {
  const Icon = state === 'ascending' ? ArrowUp : state === 'descending' ? ArrowDown : ArrowUpDown;
  return <Icon size={14} aria-hidden style={{ opacity: state === 'none' ? 0.45 : 1, flexShrink: 0 }} />;
}

/** A native checkbox: keyboard and screen reader behaviour for free; `mixed` through `indeterminate`. */
function RowCheckbox({
  label,
  checked,
  indeterminate,
  onChange,
}: {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = !!indeterminate;
  }, [indeterminate]);
  return <input ref={ref} type="checkbox" aria-label={label} checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} />;
}

/** The selection column's width: the first pinned column starts after it. */
const CHECK_WIDTH = '2.25rem';
const CHECK_STYLE = { left: 0, width: CHECK_WIDTH, minWidth: CHECK_WIDTH, maxWidth: CHECK_WIDTH } as const;

/** A pinned column as laid out: where it sticks (after the selection and the pinned columns before it). */
type Placed<Row> = Column<Row> & { left?: string; lastPinned?: boolean };

/** Places the leading pinned columns one after another; `left` is where each sticks. */
function placeColumns<Row>(columns: readonly Column<Row>[], withSelection: boolean): Placed<Row>[] {
  const before: string[] = withSelection ? [CHECK_WIDTH] : [];
  // ES2022 has no findLastIndex: the last pinned column is one before the first unpinned.
  const lastPin = columns.reduce((last, c, i) => (c.pin ? i : last), -1);
  return columns.map((c, i) => {
    if (!c.pin) return c;
    const left = before.length ? `calc(${before.join(' + ')})` : '0px';
    before.push(c.width ?? '0px');
    return { ...c, left, lastPinned: i === lastPin };
  });
}

const pinOf = <Row,>(c: Placed<Row>) =>
  c.left === undefined
    ? {}
    : { 'data-pin': '', 'data-pin-last': c.lastPinned || undefined, style: { left: c.left, minWidth: c.width, width: c.width, maxWidth: c.width } };

type HeaderRowProps<Row> = {
  columns: readonly Column<Row>[];
  sort?: string;
  onSortChange?: (sort: string) => void;
  allLabel: string | null;
  allState: 'all' | 'some' | 'none' | null;
  onToggleAll: (checked: boolean) => void;
  actionsHeader: string | null;
};

/** The header row, plain cells under the `.hb-table` rules; memoised, so a page change (new rows, same sort) does not redraw it. */
const HeaderRow = memo(function HeaderRow<Row>({ columns, sort, onSortChange, allLabel, allState, onToggleAll, actionsHeader }: HeaderRowProps<Row>) {
  return (
    <thead>
      <tr>
        {allLabel !== null && (
          <th data-narrow="" data-pin="" style={CHECK_STYLE}>
            <RowCheckbox label={allLabel} checked={allState === 'all'} indeterminate={allState === 'some'} onChange={onToggleAll} />
          </th>
        )}
        {columns.map((c) => {
          const state = c.sortKey ? ariaSortOf(sort, c.sortKey) : undefined;
          return (
            <th key={c.key} data-numeric={c.numeric || undefined} aria-sort={state} {...pinOf(c)}>
              {c.sortKey && onSortChange ? (
                <button type="button" data-sort="" onClick={() => onSortChange(nextSort(sort, c.sortKey!))}>
                  {c.header}
                  <SortIcon state={state!} />
                </button>
              ) : (
                c.header
              )}
            </th>
          );
        })}
        {actionsHeader !== null && <th data-pin-end="">{actionsHeader}</th>}
      </tr>
    </thead>
  );
}) as <Row>(props: HeaderRowProps<Row>) => ReactNode;

type BodyRowProps<Row> = {
  row: Row;
  rowKey: string | number;
  columns: readonly Column<Row>[];
  checked: boolean | null;
  checkLabel: string | null;
  onCheck: (key: string | number, checked: boolean) => void;
  rowActions?: (row: Row) => ReactNode;
  fresh: boolean;
};

/**
 * One data row, in plain elements styled by the `.hb-table` rules (kit-css.ts): a page of 10 rows x 20
 * columns through Chakra's per-element style resolution cost more main-thread time than the rest of
 * a page change. Memoised on the row object, so a selection, a sort click or the "refreshing" dim
 * redraws only the rows that changed.
 */
const BodyRow = memo(function BodyRow<Row>({ row, rowKey, columns, checked, checkLabel, onCheck, rowActions, fresh }: BodyRowProps<Row>) {
  return (
    <tr data-selected={checked || undefined} data-key={rowKey} data-fresh={fresh || undefined}>
      {checked !== null && (
        <td data-pin="" style={CHECK_STYLE}>
          <input type="checkbox" aria-label={checkLabel ?? undefined} checked={checked} onChange={(e) => onCheck(rowKey, e.currentTarget.checked)} />
        </td>
      )}
      {columns.map((c) => (
        <td key={c.key} data-numeric={c.numeric || undefined} data-nowrap={c.nowrap || undefined} {...pinOf(c)}>
          {c.cell(row)}
        </td>
      ))}
      {rowActions && (
        <td data-pin-end="">
          <div data-actions="">{rowActions(row)}</div>
        </td>
      )}
    </tr>
  );
}) as <Row>(props: BodyRowProps<Row>) => ReactNode;

/** A phone's view of the rows: one card each (`cards`), under the kit's `.hb-cards` rules. */
function RowCards<Row>({
  rows,
  keys,
  columns,
  cards,
  caption,
  refreshing,
  rowActions,
  freshKeys,
  selection,
  onCheck,
}: {
  rows: readonly Row[];
  keys: readonly (string | number)[];
  columns: readonly Column<Row>[];
  cards: TableCards<Row>;
  caption: string;
  refreshing?: boolean;
  rowActions?: (row: Row) => ReactNode;
  freshKeys?: ReadonlySet<string | number | null>;
  selection?: TableSelection<Row>;
  onCheck: (key: string | number, checked: boolean) => void;
}) {
  const fields = cards.fields ?? columns.slice(1).map((c) => [String(c.header), c.cell] as const);
  const Heading = `h${cards.headingLevel ?? 3}` as const;
  return (
    <ul className="hb-cards" aria-label={caption} aria-busy={refreshing || undefined} data-refreshing={refreshing || undefined}>
      {rows.map((row, i) => (
        <li key={keys[i]} data-fresh={freshKeys?.has(keys[i]) || undefined} data-selected={selection?.selected.has(keys[i]) || undefined}>
          {selection ? (
            // The row's checkbox, as in the table: a phone picks rows too (New invoice's loads, bulk actions).
            <div data-card-head="">
              <input
                type="checkbox"
                aria-label={selection.rowLabel(row)}
                checked={selection.selected.has(keys[i])}
                onChange={(e) => onCheck(keys[i], e.currentTarget.checked)}
              />
              <Heading data-card-title="">{cards.title(row)}</Heading>
            </div>
          ) : (
            <Heading data-card-title="">{cards.title(row)}</Heading>
          )}
          <dl>
            {fields.map(([label, value]) => (
              <div key={label} style={{ display: 'contents' }}>
                <dt>{label}</dt>
                <dd>{value(row)}</dd>
              </div>
            ))}
          </dl>
          {rowActions && <div data-actions="">{rowActions(row)}</div>}
        </li>
      ))}
    </ul>
  );
}

/**
 * A table with the three states every list has (loading, error, empty), sortable headers, row
 * selection for bulk actions and a row actions column, and on a phone cards if asked. Sort and
 * selection are the caller's state: the table only draws them and reports clicks.
 */
/** Read by screen readers, not drawn. */
const VISUALLY_HIDDEN: CSSProperties = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' };

export default function DataTable<Row>({
  columns,
  rows,
  rowKey,
  caption,
  loading,
  loadingLabel,
  error,
  onRetry,
  retryLabel = RETRY_LABEL,
  emptyText,
  sort,
  onSortChange,
  selection,
  rowActions,
  actionsHeader = 'Actions',
  refreshing,
  cards,
  columnsKey,
  freshKeys,
}: DataTableProps<Row>) {
  const chosen = useChosenColumns(columns, columnsKey);
  const visible = useMemo(() => placeColumns(chosen.visible, !!selection), [chosen.visible, selection]);
  columns = visible;
  const span = columns.length + (selection ? 1 : 0) + (rowActions ? 1 : 0);
  // A wide table scrolls sideways: the state (loading, error, empty) stays in view, as wide as the
  // scroll area (a container: 100cqw), not centred on columns off screen.
  const body = (content: ReactNode) => (
    <tr>
      <td colSpan={span} data-state="">
        <div data-state-content="">{content}</div>
      </td>
    </tr>
  );
  const shown = !loading && !error ? (rows ?? []) : [];
  const keys = shown.map(rowKey);
  const freshHere = freshKeys ? keys.filter((k) => freshKeys.has(k)).length : 0;
  const selectedHere = selection ? keys.filter((k) => selection.selected.has(k)).length : 0;
  // Stable, so the memoised rows do not redraw when the selection (or anything else) changes.
  const latestSelection = useRef(selection);
  latestSelection.current = selection;
  const toggleOne = useCallback((k: string | number, checked: boolean) => {
    const sel = latestSelection.current;
    if (!sel) return;
    const next = new Set(sel.selected);
    if (checked) next.add(k);
    else next.delete(k);
    sel.onChange(next);
  }, []);
  const latestKeys = useRef(keys);
  latestKeys.current = keys;
  const toggleAll = useCallback((checked: boolean) => {
    const sel = latestSelection.current;
    if (!sel) return;
    const next = new Set(sel.selected);
    for (const k of latestKeys.current) {
      if (checked) next.add(k);
      else next.delete(k);
    }
    sel.onChange(next);
  }, []);

  const withCards = cards !== undefined && shown.length > 0;
  const focusKeeper = useRowFocusKeeper(keys);
  return (
    <>
      {columnsKey && chosen.optional.length > 0 ? <ColumnsChooser caption={caption} chosen={chosen} withCards={cards !== undefined} /> : null}
      {/* Styled by the admin system's `.hb-table` rules (kit-css.ts): no style resolution per render. */}
      <div className="hb-table" data-has-cards={withCards || undefined}>
        <table aria-label={caption} aria-busy={loading || refreshing || undefined}>
          <HeaderRow<Row>
            columns={columns}
            sort={sort}
            onSortChange={onSortChange}
            allLabel={selection?.allLabel ?? null}
            allState={!selection ? null : keys.length > 0 && selectedHere === keys.length ? 'all' : selectedHere > 0 ? 'some' : 'none'}
            onToggleAll={toggleAll}
            actionsHeader={rowActions ? actionsHeader : null}
          />
          {/* Dimmed while the next page loads, after 200 ms (kit-css.ts): a quick answer paints once. */}
          <tbody data-refreshing={refreshing || undefined} ref={focusKeeper.ref} onFocus={focusKeeper.onFocus}>
            {loading
              ? body(<LoadingState label={loadingLabel} />)
              : error
                ? body(<ErrorState title={error} onRetry={onRetry} retryLabel={retryLabel} />)
                : !shown.length
                  ? body(<EmptyState title={emptyText} />)
                  : shown.map((row, i) => (
                      <BodyRow<Row>
                        key={keys[i]}
                        row={row}
                        rowKey={keys[i]}
                        columns={columns}
                        checked={selection ? selection.selected.has(keys[i]) : null}
                        checkLabel={selection ? selection.rowLabel(row) : null}
                        onCheck={toggleOne}
                        rowActions={rowActions}
                        fresh={freshKeys?.has(keys[i]) ?? false}
                      />
                    ))}
          </tbody>
        </table>
      </div>
      {/* aria-live, not role="status": the table's loading state is its status. */}
      {freshKeys && (
        <div aria-live="polite" style={VISUALLY_HIDDEN}>
          {freshHere > 0 ? `${freshHere} ${freshHere === 1 ? 'row' : 'rows'} updated` : ''}
        </div>
      )}
      {withCards && (
        <RowCards<Row>
          rows={shown}
          keys={keys}
          columns={columns}
          cards={cards}
          caption={caption}
          refreshing={refreshing}
          rowActions={rowActions}
          freshKeys={freshKeys}
          selection={selection}
          onCheck={toggleOne}
        />
      )}
    </>
  );
}

/** The columns a browser chose to see for a table, under `haulboard.columns.<key>` ({ shown, hidden }). */
type ColumnChoice = { shown: string[]; hidden: string[] };
const storageKeyOf = (key: string) => `haulboard.columns.${key}`;

function readChoice(key: string | undefined): ColumnChoice {
  if (!key || typeof window === 'undefined') return { shown: [], hidden: [] };
  try {
    const v = JSON.parse(window.localStorage.getItem(storageKeyOf(key)) ?? 'null') as Partial<ColumnChoice> | null;
    const strings = (a: unknown) => (Array.isArray(a) ? a.filter((x): x is string => typeof x === 'string') : []);
    return { shown: strings(v?.shown), hidden: strings(v?.hidden) };
  } catch {
    // A broken value (edited by hand, another version): the defaults.
    return { shown: [], hidden: [] };
  }
}

type ChosenColumns<Row> = {
  visible: readonly Column<Row>[];
  optional: readonly Column<Row>[];
  isShown: (key: string) => boolean;
  setShown: (key: string, shown: boolean) => void;
  reset: () => void;
};

/**
 * The columns shown: every column but the optional ones hidden, by default (`optional: 'hidden'`)
 * or by this browser's choice. Only what differs from the default is stored, so a column a later
 * version adds or hides by default takes its default here too.
 */
function useChosenColumns<Row>(columns: readonly Column<Row>[], key: string | undefined): ChosenColumns<Row> {
  const [choice, setChoice] = useState(() => readChoice(key));
  const isShown = useCallback(
    (k: string) => {
      const c = columns.find((col) => col.key === k);
      if (!key || !c?.optional) return true;
      if (choice.shown.includes(k)) return true;
      if (choice.hidden.includes(k)) return false;
      return c.optional !== 'hidden';
    },
    [columns, choice, key],
  );
  const store = useCallback(
    (next: ColumnChoice) => {
      setChoice(next);
      if (!key) return;
      try {
        window.localStorage.setItem(storageKeyOf(key), JSON.stringify(next));
      } catch {
        // Storage full or refused (private mode): the choice holds until the page goes.
      }
    },
    [key],
  );
  const setShown = useCallback(
    (k: string, shown: boolean) => {
      const c = columns.find((col) => col.key === k);
      const byDefault = c?.optional !== 'hidden';
      const without = { shown: choice.shown.filter((x) => x !== k), hidden: choice.hidden.filter((x) => x !== k) };
      if (shown !== byDefault) (shown ? without.shown : without.hidden).push(k);
      store(without);
    },
    [columns, choice, store],
  );
  const visible = useMemo(() => columns.filter((c) => isShown(c.key)), [columns, isShown]);
  const optional = useMemo(() => columns.filter((c) => c.optional), [columns]);
  return { visible, optional, isShown, setShown, reset: () => store({ shown: [], hidden: [] }) };
}

/**
 * 'Columns', above the table: a checkbox per optional column; the choice is kept in this browser.
 * A disclosure, not a menu: its checkboxes are ordinary form controls, reached with Tab.
 */
function ColumnsChooser<Row>({ caption, chosen, withCards }: { caption: string; chosen: ChosenColumns<Row>; withCards: boolean }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    // A press anywhere else closes it, as a menu would.
    const away = (e: PointerEvent) => root.current && !root.current.contains(e.target as Node) && setOpen(false);
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);
  const shownCount = chosen.visible.length;
  return (
    <div
      className="hb-columns"
      // A phone reads cards, whose lines do not follow the columns chosen.
      data-has-cards={withCards || undefined}
      ref={root}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !open) return;
        setOpen(false);
        button.current?.focus();
      }}
    >
      <button ref={button} type="button" data-row-action="outline" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {`Columns (${shownCount})`}
      </button>
      {open ? (
        <fieldset data-columns-panel="">
          <legend>{`Columns of ${caption.toLowerCase()}`}</legend>
          {chosen.optional.map((c) => (
            <label key={c.key}>
              <input type="checkbox" checked={chosen.isShown(c.key)} onChange={(e) => chosen.setShown(c.key, e.currentTarget.checked)} />
              {c.header}
            </label>
          ))}
          <button type="button" data-row-action="ghost" onClick={chosen.reset}>
            Default columns
          </button>
        </fieldset>
      ) : null}
    </div>
  );
}

/**
 * Where focus goes when the row it was in goes (deleted by keyboard, from its Delete and the
 * confirmation): to the row now at the same place, or the last row, not to the page's body. The
 * row last focused is remembered by key; when it leaves the page, focus is watched for a moment
 * (the confirmation closes after the list has refetched, and hands focus back to a Delete button
 * no longer there), and once it has fallen to the body, that place's first control takes it.
 */
function useRowFocusKeeper(keys: readonly (string | number)[]) {
  const ref = useRef<HTMLTableSectionElement>(null);
  const last = useRef<{ key: string; index: number } | null>(null);
  const keysKey = keys.join('|');
  const onFocus = useCallback((e: React.FocusEvent<HTMLTableSectionElement>) => {
    const row = (e.target as HTMLElement).closest('tr');
    last.current = row?.dataset.key !== undefined ? { key: row.dataset.key, index: row.sectionRowIndex } : null;
  }, []);
  useEffect(() => {
    const gone = last.current;
    if (!gone || keysKey.split('|').includes(gone.key)) return;
    last.current = null;
    const until = Date.now() + 2_000;
    let frame = 0;
    const watch = () => {
      const body = ref.current;
      if (!body || body.rows.length === 0 || Date.now() > until) return;
      if (document.activeElement && document.activeElement !== document.body) {
        frame = requestAnimationFrame(watch);
        return;
      }
      const row = body.rows[Math.min(gone.index, body.rows.length - 1)];
      row?.querySelector<HTMLElement>('a[href], button:not([disabled]), input:not([disabled])')?.focus();
    };
    frame = requestAnimationFrame(watch);
    return () => cancelAnimationFrame(frame);
  }, [keysKey]);
  return { ref, onFocus };
}
