import PDFDocument from 'pdfkit';
import type { Settlement, SettlementLoad } from '@haulboard/shared/contracts';
import { formatCents } from '@haulboard/shared/format';
import { BOLD, formatDay, numberPages, pdfBytes, toWinAnsi } from '../../lib/pdf';
import { drawFacts, drawTotalledTable, type PdfColumn } from '../../lib/pdf-table';

export type StatementInput = {
  companyName: string;
  settlement: Settlement;
  loads: readonly SettlementLoad[];
  generatedAt: Date;
  timezone: string;
};

const MARGIN = 40;
// Portrait Letter leaves 532 pt between the margins; the widths add up to that.
const COLUMNS: PdfColumn<SettlementLoad>[] = [
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
  drawFacts(doc, facts, { left, width: TABLE_WIDTH });
  doc
    .fontSize(8)
    .fillColor('#555555')
    .text(`Generated ${input.generatedAt.toISOString().replace('T', ' ').slice(0, 16)} UTC (days in ${input.timezone})`, left)
    .fillColor('black');
  doc.moveDown(0.8);

  await drawTotalledTable(doc, {
    columns: COLUMNS,
    rows: input.loads,
    left,
    margin: MARGIN,
    totalLabel: 'Total driver fees',
    totalText: formatCents(s.total_cents),
  });

  numberPages(doc, { left, width: TABLE_WIDTH, margin: MARGIN }, (page, pages) => `Settlement #${s.id} - page ${page} of ${pages}`);
  doc.end();
  return done;
}
