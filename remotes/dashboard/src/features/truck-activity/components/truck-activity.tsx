import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { VList } from 'virtua';
import { formatDayMonth } from '@haulboard/shared/format';
import { Alert, Box, Button, Field, Flex, Grid, HStack, IconButton, NativeSelect, Spinner, Text } from '@haulboard/shared/ui';
import { useMonthLoads } from '../hooks/use-truck-activity';
import { buildGrid, filterOptions, NO_FILTERS, UNASSIGNED, type ActivityFilters, type ActivityLoad } from '../lib/activity';
import { nextWeek, previousWeek, weekLabel, weekOf, weekStart, type MonthWeek } from '../lib/week';

const DateRangePicker = lazy(() => import('./date-range-picker'));

const COLUMNS = '8rem repeat(7, minmax(9rem, 1fr))';
/** Taller grids scroll inside their own box, which is what keeps 500 trucks smooth. */
const GRID_MAX_HEIGHT = 560;

function FilterSelect({ label, value, options, onChange }: { label: string; value: string; options: { value: string; label: string }[]; onChange: (v: string) => void }) {
  return (
    <Field.Root minW="36" flex="1">
      <Field.Label fontSize="sm">{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">All</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

function Cell({ loads }: { loads: ActivityLoad[] }) {
  if (!loads.length) {
    return (
      <Text color="fg.subtle" textAlign="center">
        --
      </Text>
    );
  }
  return (
    <>
      {loads.map((l) => (
        <Box key={l.id} bg="blue.subtle" rounded="md" px="2" py="1" mb="1" fontSize="xs" lineHeight="short">
          <Text fontWeight="semibold">{l.loadNumber}</Text>
          <Text>Truck: {l.truck}</Text>
          <Text>{l.status === UNASSIGNED ? `Status: ${l.status}` : `Driver: ${l.driver ?? 'NA'}`}</Text>
        </Box>
      ))}
    </>
  );
}

function GridBody({ children }: { children: ReactNode }) {
  return (
    <Box role="table" aria-label="Truck activity" borderWidth="1px" rounded="md" overflowX="auto">
      <Box minW="72rem">{children}</Box>
    </Box>
  );
}

/** The week-by-truck grid under the dashboard (spec part 1: "Truck Activity section"). */
export function TruckActivity({ today = new Date() }: { today?: Date }) {
  const [week, setWeek] = useState<MonthWeek>(() => weekOf(today));
  const [filters, setFilters] = useState<ActivityFilters>(NO_FILTERS);
  const [picking, setPicking] = useState(false);
  const month = useMonthLoads(week);
  const options = useMemo(() => (month.loads ? filterOptions(month.loads, week) : null), [month.loads, week]);
  const grid = useMemo(() => (month.loads ? buildGrid(month.loads, filters, week) : null), [month.loads, filters, week]);

  // Changing the week resets the Date filter (spec part 1 section 4).
  const goTo = (w: MonthWeek) => {
    setWeek(w);
    setFilters((f) => ({ ...f, date: '' }));
  };
  const set = (key: keyof ActivityFilters) => (value: string) => setFilters((f) => ({ ...f, [key]: value }));
  const asOptions = (values: string[]) => values.map((v) => ({ value: v, label: v }));

  return (
    <Box as="section" aria-labelledby="truck-activity-title" bg="bg" borderWidth="1px" rounded="lg" p="5" minW="0">
      <Flex justify="space-between" align="center" wrap="wrap" gap="3" mb="4">
        <Text as="h2" id="truck-activity-title" fontSize="lg" fontWeight="semibold">
          Truck Activity
        </Text>
        <HStack gap="1">
          <IconButton aria-label="Previous week" variant="ghost" size="sm" onClick={() => goTo(previousWeek(week))}>
            <ChevronLeft />
          </IconButton>
          <Text aria-live="polite" fontWeight="medium" minW="52" textAlign="center">
            {weekLabel(week)}
          </Text>
          <IconButton aria-label="Next week" variant="ghost" size="sm" onClick={() => goTo(nextWeek(week))}>
            <ChevronRight />
          </IconButton>
          <IconButton aria-label="Choose a date range" aria-expanded={picking} variant={picking ? 'subtle' : 'ghost'} size="sm" onClick={() => setPicking((p) => !p)}>
            <CalendarDays />
          </IconButton>
        </HStack>
      </Flex>
      {picking ? (
        <Box mb="4" role="group" aria-label="Date range">
          <Suspense fallback={<Spinner size="sm" aria-label="Loading the calendar" />}>
            <DateRangePicker
              initial={weekStart(week)}
              onPick={(start) => {
                setPicking(false);
                goTo(weekOf(start));
              }}
            />
          </Suspense>
        </Box>
      ) : null}
      <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }} gap="3" mb="4">
        <FilterSelect label="Truck No" value={filters.truck} options={asOptions(options?.trucks ?? [])} onChange={set('truck')} />
        <FilterSelect label="Load No" value={filters.load} options={asOptions(options?.loads ?? [])} onChange={set('load')} />
        <FilterSelect
          label="Date"
          value={filters.date}
          options={(options?.dates ?? []).map((d) => ({ value: d, label: formatDayMonth(new Date(`${d}T00:00:00`)) }))}
          onChange={set('date')}
        />
        <FilterSelect label="Driver" value={filters.driver} options={asOptions(options?.drivers ?? [])} onChange={set('driver')} />
      </Grid>
      {month.isPending ? (
        <Flex align="center" gap="2" py="8" justify="center" role="status">
          <Spinner size="sm" />
          <Text>Loading truck activity...</Text>
        </Flex>
      ) : month.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title flex="1">Failed to load truck activity data. Please try again.</Alert.Title>
          <Button size="sm" variant="outline" onClick={() => void month.refetch()}>
            Try again
          </Button>
        </Alert.Root>
      ) : !grid || grid.loadsInWeek === 0 ? (
        <Text color="fg.muted" py="8" textAlign="center">
          No truck activity data for this week
        </Text>
      ) : (
        <GridBody>
          <Grid role="row" templateColumns={COLUMNS} bg="bg.subtle" borderBottomWidth="1px" fontSize="sm" fontWeight="semibold">
            <Box role="columnheader" p="2">
              Truck
            </Box>
            {grid.days.map((d) => (
              <Box role="columnheader" key={d} p="2" textAlign="center">
                {formatDayMonth(new Date(`${d}T00:00:00`))}
              </Box>
            ))}
          </Grid>
          <VList data={grid.rows} style={{ height: Math.min(GRID_MAX_HEIGHT, grid.rows.length * 96) }} role="rowgroup">
            {(row) => (
              <Grid key={row.truck} role="row" templateColumns={COLUMNS} borderBottomWidth="1px" alignItems="start">
                <Box role="rowheader" p="2" fontWeight="semibold" fontSize="sm">
                  {row.truck}
                </Box>
                {row.cells.map((loads, i) => (
                  <Box role="cell" key={grid.days[i]} p="1.5" borderLeftWidth="1px" minH="12">
                    <Cell loads={loads} />
                  </Box>
                ))}
              </Grid>
            )}
          </VList>
        </GridBody>
      )}
    </Box>
  );
}
