import { useWidth } from '../hooks/use-width';
import { BAR_TEXT, CHART_COLORS, MAX_BAR_THICKNESS } from '../lib/chart-layout';
import { bandScale, linearScale } from '../lib/scales';

export type BarItem = { key: string; label: string; value: number; valueLabel: string; color: string };

const LABEL_W = { narrow: 88, wide: 140 } as const;
const VALUE_W = 92;

/**
 * Horizontal bars, each with its name at the left and its value written at its end: readable at a
 * glance on a phone without a hover (loads by status, the top brokers).
 */
export default function BarListChart({ items, height }: { items: BarItem[]; height: number }) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const labelW = width < 480 ? LABEL_W.narrow : LABEL_W.wide;
  const plotW = Math.max(width - labelW - VALUE_W, 0);
  const y = bandScale(
    items.map((i) => i.key),
    [0, height],
    0.3,
    0.15,
  );
  const x = linearScale([0, Math.max(...items.map((i) => i.value), 1)], [0, plotW]);
  return (
    <div ref={ref}>
      {width > 0 && (
        <svg width={width} height={height} aria-hidden focusable="false" style={{ display: 'block' }}>
          {items.map((item) => {
            const thickness = Math.min(y.bandwidth(), MAX_BAR_THICKNESS);
            const mid = (y(item.key) ?? 0) + y.bandwidth() / 2;
            const top = mid - thickness / 2;
            const barW = Math.max(x(Math.max(item.value, 0)), item.value > 0 ? 2 : 0);
            return (
              <g key={item.key}>
                <text x={labelW - 8} y={mid} dy="0.32em" textAnchor="end" style={BAR_TEXT} fill={CHART_COLORS.label}>
                  {truncate(item.label, labelW)}
                  <title>{item.label}</title>
                </text>
                <rect x={labelW} y={top} width={barW} height={thickness} rx={3} fill={item.color}>
                  <title>{`${item.label}: ${item.valueLabel}`}</title>
                </rect>
                <text x={labelW + barW + 6} y={mid} dy="0.32em" style={BAR_TEXT} fill={CHART_COLORS.text}>
                  {item.valueLabel}
                </text>
              </g>
            );
          })}
        </svg>
      )}
    </div>
  );
}

/** A name longer than its column ends in an ellipsis (the table view and the tooltip have it whole). */
const truncate = (text: string, px: number) => {
  const max = Math.floor(px / 7);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
};
