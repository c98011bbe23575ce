import type PDFDocument from 'pdfkit';
import { BOLD, FONT, toWinAnsi, yieldEvery } from './pdf';

type Doc = InstanceType<typeof PDFDocument>;

/** One column of a document's table: its header, width, and a row's one or two lines (the second smaller, grey). */
export type PdfColumn<T> = { label: string; width: number; align?: 'right'; lines: (row: T) => [string, string?] };

const ROW_HEIGHT = 26;
/** A cell's first line wraps to at most this many lines (a long address), then ends in "…". */
const MAX_LINES = 3;

/**
 * A table of rows under a grey header repeated on each page, striped, then a rule and the total
 * line (`totalLabel` left, `totalText` right). The statement and the invoice draw theirs with it.
 * A row is as tall as its longest cell: an address wraps rather than losing its city.
 */
export async function drawTotalledTable<T>(
  doc: Doc,
  {
    columns,
    rows,
    left,
    margin,
    totalLabel,
    totalText,
  }: { columns: readonly PdfColumn<T>[]; rows: readonly T[]; left: number; margin: number; totalLabel: string; totalText: string },
): Promise<void> {
  const width = columns.reduce((sum, c) => sum + c.width, 0);
  const bottom = () => doc.page.height - margin - 14;
  const optionsOf = (column: PdfColumn<T>) => ({ width: column.width - 6, align: column.align ?? ('left' as const) });
  /** The height of the cells' first lines, wrapped in their columns (at most MAX_LINES). */
  const firstHeight = (cells: Array<[string, string?]>) => {
    doc.font(FONT).fontSize(8.5);
    const lineHeight = doc.currentLineHeight(true);
    const tallest = Math.max(...cells.map(([first], i) => doc.heightOfString(toWinAnsi(first), optionsOf(columns[i]))));
    return Math.min(Math.max(tallest, lineHeight), lineHeight * MAX_LINES);
  };
  const drawCells = (cells: Array<[string, string?]>, y: number, bold: boolean, height: number) => {
    let x = left;
    cells.forEach(([first, second], i) => {
      const options = optionsOf(columns[i]);
      doc
        .font(bold ? BOLD : FONT)
        .fontSize(8.5)
        .fillColor('black')
        .text(toWinAnsi(first), x + 3, y + 4, { ...options, height, ellipsis: true });
      if (second)
        doc
          .font(FONT)
          .fontSize(7.5)
          .fillColor('#555555')
          .text(toWinAnsi(second), x + 3, y + 5 + height, { ...options, lineBreak: false, ellipsis: true, height: 10 });
      x += columns[i].width;
    });
    doc.fillColor('black');
  };
  const drawHeader = (y: number) => {
    doc.rect(left, y, width, 18).fill('#e2e8f0');
    const cells = columns.map((c): [string] => [c.label]);
    drawCells(cells, y, true, 10);
    return y + 18;
  };

  let y = drawHeader(doc.y);
  for (const [index, row] of rows.entries()) {
    await yieldEvery(index);
    const cells = columns.map((c) => c.lines(row));
    const height = firstHeight(cells);
    const rowHeight = Math.max(ROW_HEIGHT, height + (cells.some(([, second]) => second) ? 18 : 10));
    if (y + rowHeight > bottom()) {
      doc.addPage();
      y = drawHeader(margin);
    }
    if (index % 2 === 1) doc.rect(left, y, width, rowHeight).fill('#f8fafc');
    drawCells(cells, y, false, height);
    y += rowHeight;
  }
  if (y + 30 > bottom()) {
    doc.addPage();
    y = margin;
  }
  doc
    .moveTo(left, y + 4)
    .lineTo(left + width, y + 4)
    .stroke('#94a3b8');
  doc.font(BOLD).fontSize(11).fillColor('black');
  doc.text(totalLabel, left, y + 12, { width: width - 90, lineBreak: false });
  doc.text(totalText, left + width - 90, y + 12, { width: 87, align: 'right', lineBreak: false });
}

/** Label-value lines under a document's title ("Driver  Rosa Diaz"), the value wrapping in the rest of the width. */
export function drawFacts(
  doc: Doc,
  facts: ReadonlyArray<[string, string]>,
  { left, width, labelWidth = 70 }: { left: number; width: number; labelWidth?: number },
) {
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font(BOLD).fontSize(10).text(label, left, y, { width: labelWidth, lineBreak: false });
    doc
      .font(FONT)
      .fontSize(10)
      .text(toWinAnsi(value), left + labelWidth, y, { width: width - labelWidth });
  }
}
