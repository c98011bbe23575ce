import type { DriverHoursRecord } from '@haulboard/shared/contracts';
import { Box, HStack, Stack, Text } from '@haulboard/shared/ui';
import { NativeSelect, Skeleton, Table } from '@haulboard/shared/ui-parts';
import { DashboardLimits, driverHoursRow } from '../lib/overview-rules';
import { Section } from './section';

/** 'Drivers Daily Hours': the first 5 rows of today's hours. */
export function DriverHoursTable({ records, loading }: { records: DriverHoursRecord[] | undefined; loading: boolean }) {
  const today = new Date();
  const rows = records?.slice(0, DashboardLimits.driverHoursRows).map((r) => driverHoursRow(r, today));
  return (
    <Section
      title="Drivers Daily Hours"
      actions={
        // The spec's selector offers daily only.
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field aria-label="Sort by" defaultValue="daily">
            <option value="daily">Sort by: Daily</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      }
    >
      {loading ? (
        <Stack gap="3" aria-label="Loading Drivers Daily Hours">
          {Array.from({ length: DashboardLimits.driverHoursRows }, (_, i) => (
            <Skeleton key={i} height="6" />
          ))}
        </Stack>
      ) : !rows ? null : rows.length === 0 ? (
        <Text color="fg.muted">No driver hours data available</Text>
      ) : (
        <>
          {/* A phone: one line a driver, the total beside the name; four columns left the total cut at 390 px. */}
          <Stack as="ul" hideFrom="md" gap="2" listStyleType="none" aria-label="Drivers Daily Hours">
            {rows.map((r) => (
              <Box as="li" key={r.id} py="2" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
                <HStack justify="space-between" gap="3">
                  <Text fontWeight="medium">{r.name}</Text>
                  <Text whiteSpace="nowrap">{r.total}</Text>
                </HStack>
                <Text fontSize="sm" color="fg.muted">{`Check In ${r.checkIn} · Check Out ${r.checkOut}`}</Text>
              </Box>
            ))}
          </Stack>
          {/* A region one can scroll from the keyboard: when the card is narrower than the table (long times, the chat panel open), nothing inside it takes focus. */}
          <Table.ScrollArea hideBelow="md" tabIndex={0} role="group" aria-label="Scrollable hours table">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Driver Name</Table.ColumnHeader>
                  <Table.ColumnHeader>Check In</Table.ColumnHeader>
                  <Table.ColumnHeader>Check Out</Table.ColumnHeader>
                  <Table.ColumnHeader>Total Hours</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((r) => (
                  <Table.Row key={r.id}>
                    <Table.Cell>{r.name}</Table.Cell>
                    <Table.Cell>{r.checkIn}</Table.Cell>
                    <Table.Cell>{r.checkOut}</Table.Cell>
                    <Table.Cell>{r.total}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </>
      )}
    </Section>
  );
}
