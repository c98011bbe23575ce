import { parse } from 'date-fns';
import { parseIsoDay } from './day';

const dateFns = (v: string) => parse(v, 'yyyy-MM-dd', new Date());

it.each(['2026-03-05', '2024-02-29', '2026-12-31', '2026-01-01', '0050-06-15'])('reads %s as date-fns parse does: that day at local midnight', (v) => {
  expect(parseIsoDay(v).getTime()).toBe(dateFns(v).getTime());
  expect(parseIsoDay(v).getHours()).toBe(0);
});

it.each(['2026-02-30', '2025-02-29', '2026-13-01', '2026-00-10', '2026-3-5', '', 'soon', '2026-03-05T10:00'])('answers an invalid date for %j', (v) => {
  expect(Number.isNaN(parseIsoDay(v).getTime())).toBe(true);
});
