import { memo, useCallback, useId } from 'react';
import { Trash2 } from 'lucide-react';
import { Link } from '@haulboard/shared/router';
import { Box, DataTable, ErrorState, RETRY_LABEL, VisuallyHidden, type Column } from '@haulboard/shared/ui';
import { DeactivatedBadge } from '@haulboard/shared/ui-parts';
import type { PersonKind, PersonRow } from './people-list-config';
import { profileLink } from './profile-link';
import { useFreshIds } from '@haulboard/shared/live';

/** A phone: one card a person, named by their full name (marked when deactivated), the other columns as lines, View and Delete on it. */
const CARDS = {
  title: (r: PersonRow) =>
    r.deactivated_at ? (
      <>
        {r.full_name} <DeactivatedBadge />
      </>
    ) : (
      r.full_name
    ),
  headingLevel: 2,
} as const;

type Props<Row extends PersonRow> = {
  kind: PersonKind;
  /** 'dispatchers': the table's accessible name. */
  plural: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[] | undefined;
  loading: boolean;
  loadingLabel: string;
  refreshing: boolean;
  emptyText: string;
  error: string | null;
  onRetry: () => void;
  ordering: string;
  onSortChange: (ordering: string) => void;
  /** Asks to delete the row; absent, the delete button is drawn disabled with `deleteDisabledReason`. */
  onDelete?: (row: Row) => void;
  deleteDisabledReason?: string;
};

/**
 * One page of people: the config's columns, then View (the profile) and Delete. Memoised: a
 * key in the search box redraws the page, not the rows.
 */
function PeopleTableImpl<Row extends PersonRow>({
  kind,
  plural,
  columns,
  rows,
  loading,
  loadingLabel,
  refreshing,
  emptyText,
  error,
  onRetry,
  ordering,
  onSortChange,
  onDelete,
  deleteDisabledReason,
}: Props<Row>) {
  const reasonId = useId();
  const rowActions = useCallback(
    (row: Row) => {
      const link = profileLink(kind, row);
      const deleteLabel = `Delete ${kind} ${row.full_name}`;
      // Plain elements styled by the table's `data-row-action` rules (shared/ui/kit-css.ts), as every list's row actions are.
      return (
        <>
          <Link to={link.to} state={link.state} aria-label={`View ${row.full_name}`} data-row-action="outline">
            View
          </Link>
          {onDelete ? (
            <button type="button" aria-label={deleteLabel} data-row-action="danger" onClick={() => onDelete(row)}>
              <Trash2 aria-hidden size={16} />
            </button>
          ) : (
            // aria-disabled, not disabled: it stays focusable, so a keyboard or screen reader user learns why.
            <button
              type="button"
              aria-label={deleteLabel}
              data-row-action="danger"
              aria-disabled="true"
              aria-describedby={reasonId}
              title={deleteDisabledReason}
            >
              <Trash2 aria-hidden size={16} />
            </button>
          )}
        </>
      );
    },
    [kind, onDelete, deleteDisabledReason, reasonId],
  );

  // Rows another session changed a moment ago (issue 29).
  const fresh = useFreshIds(kind);
  // The spec's Try Again in place of the table: the list cannot be shown at all.
  if (error) return <ErrorState title={error} onRetry={onRetry} retryLabel={RETRY_LABEL} />;
  return (
    <Box minW="0">
      {!onDelete && deleteDisabledReason ? <VisuallyHidden id={reasonId}>{deleteDisabledReason}</VisuallyHidden> : null}
      <DataTable<Row>
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        caption={plural[0].toUpperCase() + plural.slice(1)}
        loading={loading}
        loadingLabel={loadingLabel}
        emptyText={emptyText}
        sort={ordering}
        onSortChange={onSortChange}
        rowActions={rowActions}
        refreshing={refreshing}
        cards={CARDS}
        freshKeys={fresh}
      />
    </Box>
  );
}

export const PeopleTable = memo(PeopleTableImpl) as typeof PeopleTableImpl;
