import { useState } from 'react';
import type { DayFigures } from '@haulboard/shared/contracts';
import { formatMoney, formatShortDate } from '@haulboard/shared/format';
import { scaleBand, scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { formatAxisDay, formatAxisMoney, labelStep } from '../lib/axis';
import { AXIS_TEXT, CHART_COLORS, CHART_HEIGHT } from '../lib/chart-layout';
import { useWidth } from '../hooks/use-width';

const MARGIN = { top: 8, right: 8, bottom: 24, left: 52 };
const HEIGHT = CHART_HEIGHT.revenue - 28; // the legend's row under the plot
/** A day's two bars. */
const BARS = ['revenue', 'costs'] as const;
const LEGEND = [
  { key: 'revenue', label: 'Revenue', color: CHART_COLORS.revenue },
  { key: 'costs', label: 'Costs', color: CHART_COLORS.costs },
  { key: 'profit', label: 'Profit', color: CHART_COLORS.profit, line: true },
] as const;

/** Revenue and costs as a day's two bars, profit as a line across the days; the day's figures on hover. */
export default function RevenueChart({ days }: { days: DayFigures[] }) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);
  const plotW = Math.max(width - MARGIN.left - MARGIN.right, 0);
  const plotH = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand({ domain: days.map((d) => d.date), range: [0, plotW], paddingInner: 0.25, paddingOuter: 0.1 });
  const pair = scaleBand({ domain: [...BARS], range: [0, x.bandwidth()], paddingInner: 0.1 });
  const low = Math.min(0, ...days.map((d) => d.profit));
  const high = Math.max(0, ...days.map((d) => Math.max(d.revenue, d.costs, d.profit)));
  const y = scaleLinear({ domain: [low, high || 1], range: [plotH, 0], nice: 4 });
  const ticks = y.ticks(4);
  const step = labelStep(days.length, plotW, 48);
  const zero = y(0);
  const day = active == null ? undefined : days[active];

  return (
    <div ref={ref} style={{ position: 'relative' }} onPointerLeave={() => setActive(null)}>
      {width > 0 && (
        <svg width={width} height={HEIGHT} aria-hidden focusable="false" style={{ display: 'block', overflow: 'visible' }}>
          <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
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
                  {i % step === 0 && (
                    <text x={x.bandwidth() / 2} y={plotH + 16} textAnchor="middle" style={AXIS_TEXT} fill={CHART_COLORS.text}>
                      {formatAxisDay(d.date)}
                    </text>
                  )}
                  {/* The day's whole column answers the pointer, not only its bars. */}
                  <rect
                    x={-x.step() * 0.125}
                    width={x.step()}
                    height={plotH}
                    fill="transparent"
                    onPointerEnter={() => setActive(i)}
                    onPointerDown={() => setActive(i)}
                  />
                </g>
              );
            })}
            <LinePath
              data={days}
              x={(d) => (x(d.date) ?? 0) + x.bandwidth() / 2}
              y={(d) => y(d.profit)}
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
            top: MARGIN.top,
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
