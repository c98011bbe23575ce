import { lazy, memo, startTransition, Suspense, useMemo, useRef, useState, type ReactNode } from 'react';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { VList } from 'virtua';
import { formatDayMonth } from '@haulboard/shared/format';
import { loadDetailPath } from '@haulboard/shared/links';
import { useNavigate } from '@haulboard/shared/router';
import { truckActivity } from '@haulboard/shared/resources';
import { Alert, Box, Button, Field, Flex, HStack, IconButton, Spinner, Text } from '@haulboard/shared/ui';
import { SearchSelectField } from '@haulboard/shared/ui-fields';
import { Grid, NativeSelect } from '@haulboard/shared/ui-parts';
import { useMonthLoads, type Option } from '../hooks/use-truck-activity';
import { dateOptions, gridCells, gridTrucks, NO_FILTERS, UNASSIGNED, type ActivityFilters, type ActivityLoad, type ActivityRow } from '../lib/activity';
import { nextWeek, previousWeek, weekLabel, weekOf, weekStart, type MonthWeek } from '../lib/week';

const DateRangePicker = lazy(() => import('./date-range-picker'));

// A week fits 1366 px beside the sidebar with the chat panel closed (about 1,000 px for the grid):
// 6.5 + 7 x 7.5 rem = 944 px. Narrower, the grid scrolls sideways with the truck column pinned.
const COLUMNS = '6.5rem repeat(7, minmax(7.5rem, 1fr))';
const GRID_MIN_WIDTH = '59rem';
/** Taller grids scroll inside their own box, which is what keeps 500 trucks smooth. */
const GRID_MAX_HEIGHT = 560;

const NO_OPTIONS = { trucks: [], loads: [], drivers: [] };

/** Longer lists of choices wait for the select to be used before they are drawn. */
const LAZY_OPTIONS_OVER = 200;

/**
 * A filter select (Truck No, Date, Driver). A long list of choices (a month's 500 trucks) is
 * drawn only once the select is focused or pressed, and again only when it changes: a filter
 * change or a week step never rebuilds hundreds of options.
 */
const FilterSelect = memo(function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly Option[];
  onChange: (v: string) => void;
}) {
  const [armedFor, setArmedFor] = useState<readonly Option[] | null>(null);
  // New choices (another month) wait for use again; coming back to a month must not redraw
  // its choices unasked (the bench measured 517 ms when Load No's 10,000 were).
  if (armedFor !== null && armedFor !== options) setArmedFor(null);
  const arm = () => armedFor !== options && setArmedFor(options);
  const shown = options.length <= LAZY_OPTIONS_OVER || armedFor === options ? options : options.filter((o) => o.value === value);
  return (
    <Field.Root minW="36" flex="1">
      <Field.Label fontSize="sm">{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)} onFocus={arm} onMouseDown={arm}>
          <option value="">All</option>
          {shown.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
});

/**
 * Load No: a month may hold 10,000 load numbers, too many to scroll through, so it is a select
 * one types into, drawing 'All' and at most 30 matches (a week step or another month never
 * rebuilds thousands of options). The box keeps its height while the combobox's code loads.
 */
const LoadNoFilter = memo(function LoadNoFilter(props: { value: string; options: readonly Option[]; onChange: (v: string) => void }) {
  return (
    <Box minW="36" flex="1" minH="16">
      <SearchSelectField label="Load No" limit={LOAD_NO_LIMIT} {...props} />
    </Box>
  );
});

/** How many load numbers the Load No list draws at a time (each costs about a millisecond to open and close). */
export const LOAD_NO_LIMIT = 30;

/** A day's loads; plain elements under one style rule, as a grid may draw thousands while scrolling. */
function Cell({ loads }: { loads: ActivityLoad[] }) {
  if (!loads.length) return <div className="empty">--</div>;
  return (
    <>
      {loads.map((l) => (
        <div key={l.id} className="load">
          <strong>
            {/* A plain link (thousands of cells): GridBody's one click handler moves the router (issue 29). */}
            <a href={loadDetailPath(l.id)} aria-label={`Load ${l.loadNumber}`}>
              {l.loadNumber}
            </a>
          </strong>
          <div>Truck: {l.truck}</div>
          <div>{l.status === UNASSIGNED ? `Status: ${l.status}` : `Driver: ${l.driver ?? 'NA'}`}</div>
        </div>
      ))}
    </>
  );
}

const GridRow = memo(function GridRow({ row, days }: { row: ActivityRow; days: string[] }) {
  return (
    <div role="row" className="row">
      <div role="rowheader" className="truck">
        {row.truck}
      </div>
      {row.cells.map((loads, i) => (
        <div role="cell" key={days[i]} className="day">
          <Cell loads={loads} />
        </div>
      ))}
    </div>
  );
});

/** The rows' and cells' look, once for the whole grid. */
const cellStyles = {
  // Cells stretch to the row's height, so each day's border runs the whole row.
  '& .row': { display: 'grid', gridTemplateColumns: COLUMNS, borderBottomWidth: '1px' },
  '& .truck': { padding: '0.5rem', fontWeight: 'semibold', fontSize: 'sm', position: 'sticky', insetInlineStart: 0, zIndex: 1, bg: 'bg' },
  '& .day': { padding: '0.375rem', borderInlineStartWidth: '1px', minHeight: '3rem' },
  '& .empty': { color: 'fg.subtle', textAlign: 'center' },
  '& .load': { bg: 'blue.subtle', rounded: 'md', px: '2', py: '1', mb: '1', fontSize: 'xs', lineHeight: 'short' },
  '& .load a': { color: 'blue.fg', textDecoration: 'underline', _focusVisible: { outline: '2px solid', outlineColor: 'blue.focusRing' } },
} as const;

function GridBody({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    // Focusable scroll boxes: a keyboard reaches the other days (and trucks) with the arrow keys.
    <Box
      role="table"
      aria-label="Truck activity"
      tabIndex={0}
      borderWidth="1px"
      rounded="md"
      overflowX="auto"
      css={cellStyles}
      onClick={(e) => {
        // A load's link opens its detail in the app; with a modifier key the browser opens a tab.
        const link = (e.target as HTMLElement).closest('a');
        if (!link || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        navigate(link.getAttribute('href')!);
      }}
    >
      <Box minW={GRID_MIN_WIDTH}>{children}</Box>
    </Box>
  );
}

/** The week-by-truck grid under the dashboard (spec part 1: "Truck Activity section"). */
export function TruckActivity({ today = new Date() }: { today?: Date }) {
  const [week, setWeek] = useState<MonthWeek>(() => weekOf(today));
  const [filters, setFilters] = useState<ActivityFilters>(NO_FILTERS);
  const [picking, setPicking] = useState(false);
  const calendarButton = useRef<HTMLButtonElement>(null);
  const month = useMonthLoads(week);
  // The month's index and choices are worked out once per month (see useMonthLoads).
  const data = month.month;
  const options = data?.options ?? NO_OPTIONS;
  const days = useMemo(() => dateOptions(week).map((d) => ({ value: d, label: formatDayMonth(new Date(`${d}T00:00:00`)) })), [week]);
  // Each redone only when its inputs change: a week step reads seven days of loads, a filter
  // change scans the month once.
  const index = data?.index ?? null;
  const trucks = useMemo(() => (index ? gridTrucks(index, filters) : null), [index, filters]);
  const grid = useMemo(() => (index && trucks ? gridCells(index, trucks, filters, week) : null), [index, trucks, filters, week]);

  // Changing the week resets the Date filter (spec part 1 section 4).
  const goTo = (w: MonthWeek) => {
    setWeek(w);
    // The same object when Date was 'All' already: the month's rows need no new scan.
    setFilters((f) => (f.date ? { ...f, date: '' } : f));
  };
  // Stable handlers, so a filter change redraws only the select that changed.
  const setters = useMemo(() => {
    const set = (key: keyof ActivityFilters) => (value: string) => setFilters((f) => ({ ...f, [key]: value }));
    // Load No's list closes first and the grid follows in its own render: done in the click's
    // render, the combobox's input update forced the new grid's layout early (the bench's profile).
    const load = set('load');
    return { truck: set('truck'), load: (v: string) => startTransition(() => load(v)), date: set('date'), driver: set('driver') };
  }, []);

  return (
    <Box as="section" aria-labelledby="truck-activity-title" bg="bg" borderWidth="1px" rounded="lg" p="5" minW="0">
      <Flex justify="space-between" align="center" wrap="wrap" gap="3" mb="4">
        <Text as="h2" id="truck-activity-title" fontSize="lg" fontWeight="semibold">
          Truck Activity
        </Text>
        <HStack
          gap="1"
          position="relative"
          onKeyDown={(e) => {
            // Escape, on its button or in it, closes the date range picker.
            if (e.key !== 'Escape' || !picking) return;
            setPicking(false);
            calendarButton.current?.focus();
          }}
        >
          <IconButton aria-label="Previous week" variant="ghost" size="sm" onClick={() => goTo(previousWeek(week))}>
            <ChevronLeft />
          </IconButton>
          <Text aria-live="polite" fontWeight="medium" minW="52" textAlign="center">
            {weekLabel(week)}
          </Text>
          <IconButton aria-label="Next week" variant="ghost" size="sm" onClick={() => goTo(nextWeek(week))}>
            <ChevronRight />
          </IconButton>
          <IconButton
            ref={calendarButton}
            aria-label="Choose a date range"
            aria-expanded={picking}
            variant={picking ? 'subtle' : 'ghost'}
            size="sm"
            onClick={() => setPicking((p) => !p)}
          >
            <CalendarDays />
          </IconButton>
          {picking ? (
            // Under its button, over the filters: opened inline in the page it pushed them down.
            <Box
              role="group"
              aria-label="Date range"
              position="absolute"
              top="calc(100% + 0.5rem)"
              right="0"
              zIndex="popover"
              bg="bg"
              p="3"
              rounded="md"
              borderWidth="1px"
              shadow="lg"
            >
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
        </HStack>
      </Flex>
      <Grid templateColumns="repeat(auto-fit, minmax(12rem, 1fr))" gap="3" mb="4">
        <FilterSelect label="Truck No" value={filters.truck} options={options.trucks} onChange={setters.truck} />
        <LoadNoFilter value={filters.load} options={options.loads} onChange={setters.load} />
        <FilterSelect label="Date" value={filters.date} options={days} onChange={setters.date} />
        <FilterSelect label="Driver" value={filters.driver} options={options.drivers} onChange={setters.driver} />
      </Grid>
      {month.isPending ? (
        <Flex align="center" gap="2" py="8" justify="center" role="status">
          <Spinner size="sm" />
          <Text>Loading truck activity...</Text>
        </Flex>
      ) : month.isError ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title flex="1">{truckActivity.messages.loadFailed}</Alert.Title>
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
            <Box role="columnheader" p="2" position="sticky" insetInlineStart="0" zIndex="1" bg="bg.subtle">
              Truck
            </Box>
            {grid.days.map((d) => (
              <Box role="columnheader" key={d} p="2" textAlign="center">
                {formatDayMonth(new Date(`${d}T00:00:00`))}
              </Box>
            ))}
          </Grid>
          {/* itemSize: rows average about 135 px; a close guess spares virtua its scroll corrections. */}
          <VList
            data={grid.rows}
            itemSize={136}
            style={{ height: Math.min(GRID_MAX_HEIGHT, grid.rows.length * 96) }}
            role="rowgroup"
            aria-label="Trucks"
            tabIndex={0}
          >
            {(row) => <GridRow key={row.truck} row={row} days={grid.days} />}
          </VList>
        </GridBody>
      )}
    </Box>
  );
}
