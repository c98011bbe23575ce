import { memo, useMemo } from 'react';
import { ListToolbar } from '@haulboard/shared/ui';
import { DATE_FILTERS, PAYMENT_FILTERS, type LoadsListValues } from '../lib/list-params';

/** The search and the two filters (spec part 2 "Loads list"), in the kit's list toolbar. Memoised: a page change or a new answer does not redraw them. */
export const LoadsFilters = memo(function LoadsFilters({
  searchInput,
  onSearch,
  date,
  payment,
  onChange,
}: {
  searchInput: string;
  onSearch: (text: string) => void;
  date: LoadsListValues['date'];
  payment: LoadsListValues['payment'];
  onChange: (patch: Partial<Pick<LoadsListValues, 'date' | 'payment'>>) => void;
}) {
  const selects = useMemo(
    () => [
      { label: 'Date filter', value: date, options: DATE_FILTERS, onChange: (v: LoadsListValues['date']) => onChange({ date: v }) },
      { label: 'Payment filter', value: payment, options: PAYMENT_FILTERS, onChange: (v: LoadsListValues['payment']) => onChange({ payment: v }) },
    ],
    [date, payment, onChange],
  );
  return <ListToolbar searchLabel="Search loads" searchPlaceholder="Search loads" searchInput={searchInput} onSearch={onSearch} selects={selects} />;
});
