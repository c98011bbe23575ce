import { useId, useState, type ReactNode } from 'react';
import { csvBlob, saveFile } from '@haulboard/shared/api/admin';
import { Button, EmptyState } from '@haulboard/shared/ui';
import { Download } from 'lucide-react';
import { CARD_HEADER_MIN_HEIGHT, CHART_COLORS } from '../lib/chart-layout';
import { figuresCsv, figuresFileName, type ChartFigures } from '../lib/chart-figures';

type View = 'chart' | 'table';

const CARD_STYLE = {
  display: 'flex',
  flexDirection: 'column',
  gap: '0.75rem',
  minWidth: 0,
  padding: '1rem',
  background: 'var(--chakra-colors-bg-panel)',
  border: '1px solid var(--chakra-colors-border)',
  borderRadius: 'var(--chakra-radii-l3)',
} as const;
const HEADER_STYLE = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem', minHeight: CARD_HEADER_MIN_HEIGHT } as const;
const TITLE_STYLE = { flex: '1 1 12rem', margin: 0, fontSize: 'var(--chakra-font-sizes-md)', fontWeight: 600 } as const;
const ACTIONS_STYLE = { display: 'flex', gap: '0.5rem', flexWrap: 'wrap' } as const;
const MARKED_ROW_STYLE = { background: CHART_COLORS.marked, fontWeight: 600 } as const;

/**
 * One chart with its title, the Chart/Table toggle (the table is what a screen reader or a
 * keyboard reads best) and Download CSV of the figures shown; 'No loads in this period' in place
 * of both when there is nothing to draw.
 */
export function ChartCard<T>({
  figures,
  from,
  height,
  emptyText,
  children,
}: {
  figures: ChartFigures<T>;
  /** The period's first day: the CSV's file name. */
  from: string;
  height: number;
  emptyText: string;
  children: ReactNode;
}) {
  const [view, setView] = useState<View>('chart');
  const titleId = useId();
  const download = () => saveFile(csvBlob(figuresCsv(figures)), figuresFileName(figures, from));
  return (
    <section aria-labelledby={titleId} style={CARD_STYLE} data-chart={figures.file}>
      <div style={HEADER_STYLE}>
        <h2 id={titleId} style={TITLE_STYLE}>
          {figures.title}
        </h2>
        {!figures.empty && (
          <div style={ACTIONS_STYLE}>
            <div role="group" aria-label={`${figures.title}: view`} style={{ display: 'flex' }}>
              {(['chart', 'table'] as const).map((v, i) => (
                <Button
                  key={v}
                  size="sm"
                  variant={view === v ? 'solid' : 'outline'}
                  // The suite's blue for the chosen view, as every other selected control (issue 27, item 11).
                  colorPalette={view === v ? 'blue' : undefined}
                  aria-pressed={view === v}
                  onClick={() => setView(v)}
                  borderStartRadius={i === 0 ? undefined : '0'}
                  borderEndRadius={i === 0 ? '0' : undefined}
                >
                  {v === 'chart' ? 'Chart' : 'Table'}
                </Button>
              ))}
            </div>
            <Button size="sm" variant="outline" onClick={download} aria-label={`Download CSV: ${figures.title}`}>
              <Download aria-hidden /> Download CSV
            </Button>
          </div>
        )}
      </div>
      {figures.empty ? (
        <div style={{ minHeight: height, display: 'grid', placeItems: 'center' }}>
          <EmptyState title={emptyText} />
        </div>
      ) : view === 'chart' ? (
        <div role="img" aria-label={figures.summary} style={{ minHeight: height }}>
          {children}
        </div>
      ) : (
        <FiguresTable figures={figures} minHeight={height} />
      )}
    </section>
  );
}

/** The chart's figures as a table: a caption, column headers and one row per bar. */
function FiguresTable<T>({ figures, minHeight }: { figures: ChartFigures<T>; minHeight: number }) {
  return (
    <div className="hb-table" style={{ minHeight }}>
      <table>
        <caption style={{ captionSide: 'top', textAlign: 'start', padding: '0.5rem', color: 'var(--chakra-colors-fg-muted)' }}>{figures.caption}</caption>
        <thead>
          <tr>
            {figures.columns.map((c) => (
              <th key={c.header} scope="col" data-numeric={c.numeric || undefined}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {figures.rows.map((row, i) => {
            const marked = figures.isMarked?.(row) ?? false;
            return (
              // The marked day (the day shown, in its week) is the current date of the list.
              <tr key={i} aria-current={marked ? 'date' : undefined} style={marked ? MARKED_ROW_STYLE : undefined}>
                {figures.columns.map((c, j) =>
                  j === 0 ? (
                    <th key={c.header} scope="row" style={{ fontWeight: marked ? 700 : 500, textAlign: 'start', padding: '0.5rem', borderBottomWidth: 1 }}>
                      {c.show(row)}
                    </th>
                  ) : (
                    <td key={c.header} style={c.numeric ? { textAlign: 'end' } : undefined}>
                      {c.show(row)}
                    </td>
                  ),
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
