import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from './states';

export type Column<Row> = {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Right-aligns numbers. */
  numeric?: boolean;
};

/** A table with the three states every list has: loading, error, empty. */
export default function DataTable<Row>({
  columns,
  rows,
  rowKey,
  caption,
  loading,
  loadingLabel,
  error,
  onRetry,
  emptyText,
}: {
  columns: readonly Column<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string | number;
  /** Names the table for screen readers. */
  caption: string;
  loading?: boolean;
  loadingLabel?: string;
  error?: string | null;
  onRetry?: () => void;
  emptyText: string;
}) {
  const body = (content: ReactNode) => (
    <Table.Row>
      <Table.Cell colSpan={columns.length}>{content}</Table.Cell>
    </Table.Row>
  );
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" stickyHeader aria-label={caption}>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            {columns.map((c) => (
              <Table.ColumnHeader key={c.key} textAlign={c.numeric ? 'end' : undefined} whiteSpace="nowrap">
                {c.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {loading
            ? body(<LoadingState label={loadingLabel} />)
            : error
              ? body(<ErrorState title={error} onRetry={onRetry} />)
              : !rows?.length
                ? body(<EmptyState title={emptyText} />)
                : rows.map((row) => (
                    <Table.Row key={rowKey(row)}>
                      {columns.map((c) => (
                        <Table.Cell key={c.key} textAlign={c.numeric ? 'end' : undefined}>
                          {c.cell(row)}
                        </Table.Cell>
                      ))}
                    </Table.Row>
                  ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
