import PDFDocument from 'pdfkit';
import type { ReportRow } from './repository';
import type { ReportPeriod, RevenueSummary } from '@haulboard/shared/contracts';
import { BOLD, FONT, formatDay, numberPages, pdfBytes, toWinAnsi, yieldEvery } from '../../lib/pdf';

export type LoadReportInput = {
  period: ReportPeriod;
  from: string;
  to: string;
  status?: string;
  search?: string;
  rows: readonly ReportRow[];
  /** Loads in the period; more than rows.length when the table was capped. */
  totalLoads: number;
  summary: RevenueSummary;
  generatedAt: Date;
  timezone: string;
};

const MARGIN = 36;
const ROW_HEIGHT = 15;
const TABLE_FONT_SIZE = 7.5;

type Column = { label: string; width: number; align?: 'right'; value: (row: ReportRow) => string };

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const formatMoney = (value: number | null) => (value === null ? '-' : usd.format(value));

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// Landscape Letter leaves 720 pt between the margins; the widths add up to that.
const COLUMNS: Column[] = [
  // The id, the number every screen shows (issue 27); a stored reference would read as a second number.
  { label: 'Load #', width: 56, value: (r) => String(r.id) },
  { label: 'Load name', width: 98, value: (r) => r.loadname },
  { label: 'Pickup -> Delivery', width: 152, value: (r) => `${r.pickup_location} -> ${r.delivery_location}` },
  { label: 'Pickup date', width: 56, value: (r) => formatDay(r.pickup_date) },
  { label: 'Status', width: 48, value: (r) => capitalize(r.status) },
  { label: 'Price', width: 52, align: 'right', value: (r) => formatMoney(r.price) },
  { label: 'Fuel', width: 42, align: 'right', value: (r) => formatMoney(r.fuel_price) },
  { label: 'Toll', width: 40, align: 'right', value: (r) => formatMoney(r.toll_price) },
  { label: 'Parking', width: 42, align: 'right', value: (r) => formatMoney(r.parking_fee) },
  { label: 'Insurance', width: 44, align: 'right', value: (r) => formatMoney(r.insurance_fee) },
  { label: 'Driver fee', width: 46, align: 'right', value: (r) => formatMoney(r.driver_fee) },
  { label: 'Payment', width: 44, value: (r) => r.payment },
];

/** The report as PDF bytes: title, period, the loads table across pages, and the Revenue Summary. */
export async function renderLoadReport(input: LoadReportInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: 'landscape',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `Load report ${input.from}`, Author: 'Haulboard', Creator: 'Haulboard' },
  });
  const done = pdfBytes(doc);

  const left = MARGIN;
  const tableWidth = COLUMNS.reduce((sum, c) => sum + c.width, 0);
  const bottom = () => doc.page.height - MARGIN - 14; // room for the page number

  // Measured widths, reused: the same money and date strings repeat on thousands of rows.
  const widths = new Map<string, number>();
  const widthOf = (text: string, bold: boolean) => {
    const key = `${bold ? 'b' : 'r'}${text}`;
    let width = widths.get(key);
    if (width === undefined) {
      width = doc.widthOfString(text);
      widths.set(key, width);
    }
    return width;
  };

  /** Cuts text to fit one line of `width`, ending with '...'; pdfkit's own ellipsis needs its slow wrapping path. */
  const fit = (text: string, width: number, bold: boolean) => {
    let value = toWinAnsi(text);
    const full = widthOf(value, bold);
    if (full <= width) return value;
    // Cut near the fitting length first, so a 600-character route costs a few measurements, not hundreds.
    value = value.slice(0, Math.ceil((value.length * width) / full) + 1);
    while (value.length > 0 && doc.widthOfString(`${value}...`) > width) value = value.slice(0, -1);
    return `${value}...`;
  };

  const drawRow = (cells: string[], y: number, opts: { bold?: boolean; fill?: string } = {}) => {
    const bold = opts.bold ?? false;
    if (opts.fill) doc.rect(left, y, tableWidth, ROW_HEIGHT).fill(opts.fill).fillColor('black');
    doc.font(bold ? BOLD : FONT).fontSize(TABLE_FONT_SIZE);
    let x = left;
    COLUMNS.forEach((column, i) => {
      const inner = column.width - 6;
      const text = fit(cells[i], inner, bold);
      // Placed by hand, without a width: pdfkit's line wrapper costs ~10x per cell, too much for thousands of rows.
      const textX = column.align === 'right' ? x + 3 + inner - widthOf(text, bold) : x + 3;
      doc.text(text, textX, y + 4, { lineBreak: false });
      x += column.width;
    });
  };

  const drawHeader = (y: number) => {
    drawRow(
      COLUMNS.map((c) => c.label),
      y,
      { bold: true, fill: '#e2e8f0' },
    );
    return y + ROW_HEIGHT;
  };

  // Title and period.
  doc.font(BOLD).fontSize(18).text('Haulboard Load Report', left, MARGIN);
  const periodText =
    input.period === 'daily'
      ? `Daily report: ${formatDay(input.from)}`
      : `${input.period === 'weekly' ? 'Weekly' : 'Monthly'} report: ${formatDay(input.from)} to ${formatDay(input.to)}`;
  doc.font(FONT).fontSize(11).text(periodText);
  const filters = [input.status ? `Status: ${capitalize(input.status)}` : null, input.search ? `Search: "${toWinAnsi(input.search)}"` : null].filter(Boolean);
  if (filters.length) doc.fontSize(9).text(filters.join('   |   '));
  doc
    .fontSize(8)
    .fillColor('#555555')
    .text(`Generated ${input.generatedAt.toISOString().replace('T', ' ').slice(0, 16)} UTC (dates in ${input.timezone})`)
    .fillColor('black');
  doc.moveDown(0.8);

  let y = doc.y;
  if (input.rows.length === 0) {
    doc.font(FONT).fontSize(12).text('No loads in this period', left, y);
    y = doc.y + 10;
  } else {
    if (input.totalLoads > input.rows.length) {
      doc
        .font(BOLD)
        .fontSize(9)
        .fillColor('#b45309')
        .text(
          `This report lists the first ${input.rows.length.toLocaleString('en-US')} of ${input.totalLoads.toLocaleString('en-US')} loads in this period. The Revenue Summary covers all of them.`,
          left,
          y,
        )
        .fillColor('black');
      y = doc.y + 6;
    }
    y = drawHeader(y);
    for (const [index, row] of input.rows.entries()) {
      await yieldEvery(index);
      if (y + ROW_HEIGHT > bottom()) {
        doc.addPage();
        y = drawHeader(MARGIN);
      }
      drawRow(
        COLUMNS.map((c) => c.value(row)),
        y,
        { fill: index % 2 === 1 ? '#f8fafc' : undefined },
      );
      y += ROW_HEIGHT;
    }
    y += 16;
  }

  // Revenue Summary: kept on one page.
  const summaryLines: Array<[string, string, boolean?]> = [
    ['Loads', input.summary.loads.toLocaleString('en-US')],
    ['Total price', formatMoney(input.summary.price)],
    ['Total fuel', formatMoney(input.summary.fuel_price)],
    ['Total toll', formatMoney(input.summary.toll_price)],
    ['Total parking', formatMoney(input.summary.parking_fee)],
    ['Total insurance', formatMoney(input.summary.insurance_fee)],
    ['Total driver fees', formatMoney(input.summary.driver_fee)],
    ['Total profit', formatMoney(input.summary.profit), true],
  ];
  const summaryHeight = 24 + summaryLines.length * 16;
  if (y + summaryHeight > bottom()) {
    doc.addPage();
    y = MARGIN;
  }
  doc.font(BOLD).fontSize(13).text('Revenue Summary', left, y);
  y += 22;
  for (const [label, value, strong] of summaryLines) {
    doc.font(strong ? BOLD : FONT).fontSize(10);
    doc.text(label, left, y, { width: 160, lineBreak: false });
    doc.text(value, left + 160, y, { width: 120, align: 'right', lineBreak: false });
    y += 16;
  }
  doc
    .font(FONT)
    .fontSize(8)
    .fillColor('#555555')
    .text('Total profit = price - fuel - toll - parking - insurance - driver fees (empty values count as $0.00).', left, y + 4, { lineBreak: false })
    .fillColor('black');

  numberPages(doc, { left, width: tableWidth, margin: MARGIN }, (page, pages) => `Page ${page} of ${pages}`);
  doc.end();
  return done;
}
