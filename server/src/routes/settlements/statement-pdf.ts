import PDFDocument from 'pdfkit';
import type { Settlement, SettlementLoad } from '@haulboard/shared/contracts';
import { formatCents } from '@haulboard/shared/format';
import { BOLD, FONT, formatDay, numberPages, pdfBytes, toWinAnsi, yieldEvery } from '../../lib/pdf';

export type StatementInput = {
  companyName: string;
  settlement: Settlement;
  loads: readonly SettlementLoad[];
  generatedAt: Date;
  timezone: string;
};

const MARGIN = 40;
const ROW_HEIGHT = 26;

type Column = { label: string; width: number; align?: 'right'; lines: (load: SettlementLoad) => [string, string?] };

// Portrait Letter leaves 532 pt between the margins; the widths add up to that.
const COLUMNS: Column[] = [
  { label: 'Load #', width: 44, lines: (l) => [String(l.id)] },
  { label: 'Load name', width: 160, lines: (l) => [l.loadname] },
  { label: 'Pickup', width: 125, lines: (l) => [l.pickup_location, formatDay(l.pickup_date)] },
  { label: 'Delivery', width: 125, lines: (l) => [l.delivery_location, formatDay(l.delivery_date)] },
  { label: 'Driver fee', width: 78, align: 'right', lines: (l) => [formatCents(l.driver_fee_cents)] },
];
const TABLE_WIDTH = COLUMNS.reduce((sum, c) => sum + c.width, 0);

/**
 * A driver's settlement statement: the company, the driver, the period, each load (number, name,
 * pickup and delivery places and dates, driver fee), the total and the status. Amounts are the
 * settlement's cents, written by formatCents: the PDF's total is the stored one, to the cent.
 */
export async function renderSettlementStatement(input: StatementInput): Promise<Buffer> {
  const { settlement: s } = input;
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `Settlement ${s.id}`, Author: toWinAnsi(input.companyName), Creator: 'Haulboard' },
  });
  const done = pdfBytes(doc);
  const left = MARGIN;
  const bottom = () => doc.page.height - MARGIN - 14;

  const drawCells = (cells: Array<[string, string?]>, y: number, bold: boolean) => {
    let x = left;
    cells.forEach(([first, second], i) => {
      const column = COLUMNS[i];
      const options = { width: column.width - 6, align: column.align ?? ('left' as const), lineBreak: false, ellipsis: true, height: 10 };
      doc
        .font(bold ? BOLD : FONT)
        .fontSize(8.5)
        .fillColor('black')
        .text(toWinAnsi(first), x + 3, y + 4, options);
      if (second)
        doc
          .font(FONT)
          .fontSize(7.5)
          .fillColor('#555555')
          .text(toWinAnsi(second), x + 3, y + 14, options);
      x += column.width;
    });
    doc.fillColor('black');
  };
  const drawHeader = (y: number) => {
    doc.rect(left, y, TABLE_WIDTH, 18).fill('#e2e8f0');
    drawCells(
      COLUMNS.map((c) => [c.label]),
      y,
      true,
    );
    return y + 18;
  };

  doc.font(BOLD).fontSize(16).text(toWinAnsi(input.companyName), left, MARGIN);
  doc.font(BOLD).fontSize(13).text(`Driver Settlement Statement #${s.id}`);
  doc.moveDown(0.4);
  const status = s.status === 'settled' ? `Settled, paid on ${formatDay(s.paid_on ?? '')}` : 'Draft (not yet paid)';
  const facts: Array<[string, string]> = [
    ['Driver', s.driver.name],
    ['Period', `${formatDay(s.period_from)} to ${formatDay(s.period_to)}`],
    ['Status', status],
    ['Loads', String(s.load_count)],
  ];
  if (s.note) facts.push(['Note', s.note]);
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font(BOLD).fontSize(10).text(label, left, y, { width: 70, lineBreak: false });
    doc
      .font(FONT)
      .fontSize(10)
      .text(toWinAnsi(value), left + 70, y, { width: TABLE_WIDTH - 70 });
  }
  doc
    .fontSize(8)
    .fillColor('#555555')
    .text(`Generated ${input.generatedAt.toISOString().replace('T', ' ').slice(0, 16)} UTC (days in ${input.timezone})`, left)
    .fillColor('black');
  doc.moveDown(0.8);

  let y = drawHeader(doc.y);
  for (const [index, load] of input.loads.entries()) {
    await yieldEvery(index);
    if (y + ROW_HEIGHT > bottom()) {
      doc.addPage();
      y = drawHeader(MARGIN);
    }
    if (index % 2 === 1) doc.rect(left, y, TABLE_WIDTH, ROW_HEIGHT).fill('#f8fafc');
    drawCells(
      COLUMNS.map((c) => c.lines(load)),
      y,
      false,
    );
    y += ROW_HEIGHT;
  }
  if (y + 30 > bottom()) {
    doc.addPage();
    y = MARGIN;
  }
  doc
    .moveTo(left, y + 4)
    .lineTo(left + TABLE_WIDTH, y + 4)
    .stroke('#94a3b8');
  doc.font(BOLD).fontSize(11).fillColor('black');
  doc.text('Total driver fees', left, y + 12, { width: TABLE_WIDTH - 90, lineBreak: false });
  doc.text(formatCents(s.total_cents), left + TABLE_WIDTH - 90, y + 12, { width: 87, align: 'right', lineBreak: false });

  numberPages(doc, { left, width: TABLE_WIDTH, margin: MARGIN }, (page, pages) => `Settlement #${s.id} - page ${page} of ${pages}`);
  doc.end();
  return done;
}
