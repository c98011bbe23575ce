import { useState } from 'react';
import type { DayFigures } from '@haulboard/shared/contracts';
import { formatMoney, formatPeriodLabel, formatShortDate } from '@haulboard/shared/format';
import { formatAxisDay, formatAxisMoney, formatAxisWeekday, labelStep } from '../lib/axis';
import { AXIS_TEXT, CHART_COLORS, CHART_HEIGHT, MAX_BAR_THICKNESS } from '../lib/chart-layout';
import { useWidth } from '../hooks/use-width';
import { bandScale, linePath, linearScale } from '../lib/scales';

const MARGIN = { top: 8, right: 8, left: 52 };
/** The axis under the plot: a date, or a week's day name over its date. */
const BOTTOM = { date: 24, weekday: 38 } as const;
/** The legend's row under the plot. */
const LEGEND_HEIGHT = 28;
/** The marked day's figures over the plot: one line on a wide card, two on a phone's. */
const CALLOUT_HEIGHT = { wide: 26, narrow: 66 } as const;
const NARROW_WIDTH = 720;
/** The band padding between days; a day's column, for the pointer and the mark, spans it too. */
const DAY_GAP = 0.25;
/** A day's two bars. */
const BARS = ['revenue', 'costs'] as const;
const LEGEND = [
  { key: 'revenue', label: 'Revenue', color: CHART_COLORS.revenue },
  { key: 'costs', label: 'Costs', color: CHART_COLORS.costs },
  { key: 'profit', label: 'Profit', color: CHART_COLORS.profit, line: true },
] as const;

const loadsText = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'load' : 'loads'}`;

/**
 * Revenue and costs as a day's two bars, profit as a line across the days; the day's figures on
 * hover. With `marked` (the Daily period: its week is drawn), that day's column is shaded, its date
 * bold, and its figures written over the plot.
 */
export default function RevenueChart({ days, marked }: { days: DayFigures[]; marked?: string }) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);
  const markedDay = marked === undefined ? undefined : days.find((d) => d.date === marked);
  const narrow = width < NARROW_WIDTH;
  const calloutH = markedDay ? CALLOUT_HEIGHT[narrow ? 'narrow' : 'wide'] : 0;
  // The card keeps the skeleton's height whatever is written over the plot.
  const height = CHART_HEIGHT.revenue - LEGEND_HEIGHT - calloutH;
  // A week's seven days have room for their names, which say more than dates alone.
  const weekdays = days.length <= 7;
  const bottom = weekdays ? BOTTOM.weekday : BOTTOM.date;
  const plotW = Math.max(width - MARGIN.left - MARGIN.right, 0);
  const plotH = Math.max(height - MARGIN.top - bottom, 0);
  const x = bandScale(
    days.map((d) => d.date),
    [0, plotW],
    DAY_GAP,
    0.1,
  );
  // Few days make wide columns: the bars keep a bar's width, centred in their day.
  const pairW = Math.min(x.bandwidth(), 2 * MAX_BAR_THICKNESS + 4);
  const pair = bandScale(BARS, [(x.bandwidth() - pairW) / 2, (x.bandwidth() + pairW) / 2], 0.1);
  const low = Math.min(0, ...days.map((d) => d.profit));
  const high = Math.max(0, ...days.map((d) => Math.max(d.revenue, d.costs, d.profit)));
  const y = linearScale([low, high || 1], [plotH, 0], 4);
  const ticks = y.ticks(4);
  const step = labelStep(days.length, plotW, weekdays ? 36 : 48);
  const zero = y(0);
  const day = active == null ? undefined : days[active];
  const column = { x: -x.step() * (DAY_GAP / 2), width: x.step() };

  return (
    <div ref={ref} style={{ position: 'relative' }} onPointerLeave={() => setActive(null)}>
      {markedDay && width > 0 && <MarkedDay day={markedDay} narrow={narrow} height={calloutH} />}
      {width > 0 && (
        <svg width={width} height={height} aria-hidden focusable="false" style={{ display: 'block', overflow: 'visible' }}>
          <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
            {markedDay && (
              <rect
                data-marked-day={markedDay.date}
                x={(x(markedDay.date) ?? 0) + column.x}
                y={-MARGIN.top}
                width={column.width}
                height={plotH + MARGIN.top + bottom}
                rx={4}
                fill={CHART_COLORS.marked}
              />
            )}
            {ticks.map((t) => (
              <g key={t} transform={`translate(0,${y(t)})`}>
                <line x2={plotW} stroke={CHART_COLORS.grid} strokeDasharray={t === 0 ? undefined : '2 3'} />
                <text x={-6} dy="0.32em" textAnchor="end" style={AXIS_TEXT} fill={CHART_COLORS.text}>
                  {formatAxisMoney(t)}
                </text>
              </g>
            ))}
            {days.map((d, i) => {
              const left = x(d.date) ?? 0;
              const isMarked = d.date === marked;
              const label = isMarked ? { ...AXIS_TEXT, fontWeight: 700 } : AXIS_TEXT;
              const labelColor = isMarked ? CHART_COLORS.label : CHART_COLORS.text;
              return (
                <g key={d.date} transform={`translate(${left},0)`} opacity={active == null || active === i ? 1 : 0.55}>
                  {BARS.map((key) => (
                    <rect
                      key={key}
                      x={pair(key)}
                      y={Math.min(y(d[key]), zero)}
                      width={pair.bandwidth()}
                      height={Math.abs(zero - y(d[key]))}
                      fill={CHART_COLORS[key]}
                      rx={1}
                    />
                  ))}
                  {(i % step === 0 || isMarked) && (
                    <text x={x.bandwidth() / 2} y={plotH + 16} textAnchor="middle" style={label} fill={labelColor}>
                      {weekdays ? (
                        <>
                          <tspan style={label}>{formatAxisWeekday(d.date)}</tspan>
                          <tspan x={x.bandwidth() / 2} dy={14} style={label}>
                            {formatAxisDay(d.date)}
                          </tspan>
                        </>
                      ) : (
                        formatAxisDay(d.date)
                      )}
                    </text>
                  )}
                  {/* The day's whole column answers the pointer, not only its bars. */}
                  <rect
                    x={column.x}
                    width={column.width}
                    height={plotH}
                    fill="transparent"
                    onPointerEnter={() => setActive(i)}
                    onPointerDown={() => setActive(i)}
                  />
                </g>
              );
            })}
            <path
              d={linePath(days.map((d) => [(x(d.date) ?? 0) + x.bandwidth() / 2, y(d.profit)]))}
              fill="none"
              stroke={CHART_COLORS.profit}
              strokeWidth={2}
              strokeLinejoin="round"
              pointerEvents="none"
            />
            {days.length <= 31 &&
              days.map((d) => (
                <circle key={d.date} cx={(x(d.date) ?? 0) + x.bandwidth() / 2} cy={y(d.profit)} r={2.5} fill={CHART_COLORS.profit} pointerEvents="none" />
              ))}
          </g>
        </svg>
      )}
      <ul
        style={{
          display: 'flex',
          gap: '1rem',
          listStyle: 'none',
          margin: 0,
          padding: '0.25rem 0 0',
          fontSize: 'var(--chakra-font-sizes-xs)',
          color: CHART_COLORS.text,
        }}
      >
        {LEGEND.map((item) => (
          <li key={item.key} style={{ display: 'flex', alignItems: 'center', gap: '0.375rem' }}>
            <span aria-hidden style={{ width: 12, height: 'line' in item ? 3 : 10, borderRadius: 2, background: item.color }} />
            {item.label}
          </li>
        ))}
      </ul>
      {day && (
        <div
          style={{
            position: 'absolute',
            top: calloutH + MARGIN.top,
            left: Math.min(Math.max((x(day.date) ?? 0) + MARGIN.left + x.bandwidth() / 2 - 80, 0), Math.max(width - 160, 0)),
            width: 160,
            padding: '0.5rem',
            pointerEvents: 'none',
            background: 'var(--chakra-colors-bg-panel)',
            border: '1px solid var(--chakra-colors-border)',
            borderRadius: 'var(--chakra-radii-l2)',
            boxShadow: 'var(--chakra-shadows-md)',
            fontSize: 'var(--chakra-font-sizes-xs)',
          }}
        >
          <strong>{formatShortDate(day.date)}</strong>
          <div>Loads: {day.loads}</div>
          <div>Revenue: {formatMoney(day.revenue)}</div>
          <div>Costs: {formatMoney(day.costs)}</div>
          <div>Profit: {formatMoney(day.profit)}</div>
        </div>
      )}
    </div>
  );
}

const FIGURES = [
  { key: 'revenue', label: 'Revenue' },
  { key: 'costs', label: 'Costs' },
  { key: 'profit', label: 'Profit' },
] as const;

/**
 * The day shown, over its week: its name beside the shade that marks its column, its loads and its
 * money. One line on a wide card; on a phone's, the money in three columns, each named over its value.
 */
function MarkedDay({ day, narrow, height }: { day: DayFigures; narrow: boolean; height: number }) {
  const name = (
    <span style={{ display: 'flex', alignItems: 'center', gap: '0.375rem', fontWeight: 600 }}>
      <span aria-hidden style={{ width: 12, height: 12, borderRadius: 2, background: CHART_COLORS.marked, border: `1px solid ${CHART_COLORS.grid}` }} />
      {formatPeriodLabel(day.date, 'daily')}
    </span>
  );
  const loads = <span>{loadsText(day.loads)}</span>;
  if (!narrow)
    return (
      <p style={{ ...CALLOUT_STYLE, height, display: 'flex', alignItems: 'flex-start', gap: '0.875rem' }}>
        {name}
        {loads}
        {FIGURES.map((f) => (
          <span key={f.key}>
            {f.label} {formatMoney(day[f.key])}
          </span>
        ))}
      </p>
    );
  return (
    <div style={{ ...CALLOUT_STYLE, height, display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', alignContent: 'start', columnGap: '0.5rem' }}>
      <p style={{ gridColumn: '1 / -1', display: 'flex', gap: '0.875rem', margin: '0 0 0.25rem' }}>
        {name}
        {loads}
      </p>
      {FIGURES.map((f) => (
        // Each figure's name and value are one text: 'Revenue $6,200.00'.
        <p key={f.key} style={{ margin: 0, display: 'flex', flexDirection: 'column', fontVariantNumeric: 'tabular-nums' }}>
          <span style={{ fontSize: 'var(--chakra-font-sizes-xs)', color: CHART_COLORS.text }}>{f.label} </span>
          <span style={{ fontWeight: 600 }}>{formatMoney(day[f.key])}</span>
        </p>
      ))}
    </div>
  );
}

const CALLOUT_STYLE = { margin: 0, fontSize: 'var(--chakra-font-sizes-sm)', lineHeight: '1.25rem', color: CHART_COLORS.label } as const;
