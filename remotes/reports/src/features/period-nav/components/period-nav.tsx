import { memo } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReportPeriod } from '@haulboard/shared/contracts';
import { periodRange, shiftPeriod } from '@haulboard/shared/report-math';
import { formatPeriodLabel } from '@haulboard/shared/format';
import { Button, HStack, IconButton, Text } from '@haulboard/shared/ui';

type Props = {
  period: ReportPeriod;
  /** The shown period's first day, `YYYY-MM-DD`. */
  date: string;
  /** Today, `YYYY-MM-DD` (the Today button is off while the shown period holds it). */
  today: string;
  /** Go to the period starting on this day. */
  onDateChange: (date: string) => void;
  /** Goes back to the period that holds today. */
  onToday: () => void;
};

/**
 * The arrows that move the period (spec part 2 section 4: 1 day or 7 days; a month for Monthly),
 * the words of the period shown, and Today. The label is a live region, so an arrow press is heard.
 */
export const PeriodNav = memo(function PeriodNav({ period, date, today, onDateChange, onToday }: Props) {
  const { from, to } = periodRange(date, period);
  const holdsToday = from <= today && today <= to;
  return (
    <HStack gap="2" role="group" aria-label="Period shown" w={{ base: 'full', md: 'auto' }}>
      <HStack gap="1" flex={{ base: '1', md: 'initial' }}>
        <IconButton aria-label="Previous period" variant="outline" size="sm" onClick={() => onDateChange(shiftPeriod(date, period, -1))}>
          <ChevronLeft aria-hidden />
        </IconButton>
        <Text
          as="output"
          aria-live="polite"
          fontWeight="semibold"
          fontSize={{ base: 'sm', md: 'md' }}
          flex={{ base: '1', md: 'initial' }}
          minW={{ base: '0', md: '16rem' }}
          textAlign="center"
          px="1"
          data-testid="period-label"
        >
          {formatPeriodLabel(date, period)}
        </Text>
        <IconButton aria-label="Next period" variant="outline" size="sm" onClick={() => onDateChange(shiftPeriod(date, period, 1))}>
          <ChevronRight aria-hidden />
        </IconButton>
      </HStack>
      <Button size="sm" variant="ghost" onClick={onToday} disabled={holdsToday}>
        Today
      </Button>
    </HStack>
  );
});
