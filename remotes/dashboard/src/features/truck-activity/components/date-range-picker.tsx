import { useState } from 'react';
import DatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import { Box, Button } from '@haulboard/shared/ui';

/**
 * The inline date-range picker (spec: time step 30 minutes, 12 years per page in the year
 * view). A range counts only with both ends; then it is handed over. Loaded on first open.
 */
export default function DateRangePicker({ onPick, initial }: { onPick: (start: Date, end: Date) => void; initial: Date }) {
  const [range, setRange] = useState<[Date | null, Date | null]>([null, null]);
  const [view, setView] = useState<'days' | 'years'>('days');
  const [shown, setShown] = useState(initial);
  return (
    <Box>
      <Button size="xs" variant="outline" mb="2" onClick={() => setView((v) => (v === 'days' ? 'years' : 'days'))}>
        {view === 'days' ? 'Choose a year' : 'Back to days'}
      </Button>
      {view === 'years' ? (
        <DatePicker
          inline
          showYearPicker
          yearItemNumber={12}
          selected={shown}
          onChange={(d: Date | null) => {
            if (d) setShown(new Date(d.getFullYear(), shown.getMonth(), 1));
            setView('days');
          }}
        />
      ) : (
        <DatePicker
          key={shown.getTime()}
          inline
          selectsRange
          startDate={range[0]}
          endDate={range[1]}
          openToDate={shown}
          onChange={(value: [Date | null, Date | null]) => {
            setRange(value);
            const [start, end] = value;
            if (start && end) onPick(start, end);
          }}
          calendarStartDay={1}
          showTimeSelect
          timeIntervals={30}
        />
      )}
    </Box>
  );
}
