const compactMoney = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });
/** An axis tick's money: '$12.5K'. */
export const formatAxisMoney = (n: number) => compactMoney.format(n);

const dayOfMonth = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
/** A day on the axis: 'Nov 16'. */
export const formatAxisDay = (date: string) => dayOfMonth.format(new Date(`${date}T00:00:00Z`));

/** Every `step`-th label where `count` labels of `labelWidth` px would not fit in `width`. */
export const labelStep = (count: number, width: number, labelWidth: number) => Math.max(1, Math.ceil((count * labelWidth) / Math.max(width, 1)));

const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });
/** A day's name on a week's axis, over its date: 'Wed'. */
export const formatAxisWeekday = (date: string) => weekday.format(new Date(`${date}T00:00:00Z`));
