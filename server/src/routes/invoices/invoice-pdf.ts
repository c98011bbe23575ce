import PDFDocument from 'pdfkit';
import { invoiceNumberText, type InvoiceDetail, type InvoiceLoad } from '@haulboard/shared/contracts';
import { formatCents } from '@haulboard/shared/format';
import { BOLD, FONT, formatDay, numberPages, pdfBytes, toWinAnsi } from '../../lib/pdf';
import { drawFacts, drawTotalledTable, type PdfColumn } from '../../lib/pdf-table';

export type InvoicePdfInput = { companyName: string; invoice: InvoiceDetail; generatedAt: Date; timezone: string };

const MARGIN = 40;
// Portrait Letter leaves 532 pt between the margins; the widths add up to that.
const COLUMNS: PdfColumn<InvoiceLoad>[] = [
  { label: 'Load #', width: 44, lines: (l) => [String(l.id)] },
  { label: 'Load name', width: 150, lines: (l) => [l.loadname] },
  { label: 'Pickup', width: 128, lines: (l) => [l.pickup_location, formatDay(l.pickup_date)] },
  { label: 'Delivery', width: 128, lines: (l) => [l.delivery_location, formatDay(l.delivery_date)] },
  { label: 'Amount', width: 82, align: 'right', lines: (l) => [formatCents(l.amount_cents)] },
];
const WIDTH = COLUMNS.reduce((sum, c) => sum + c.width, 0);

const STATUS_TEXT = {
  open: 'Open',
  paid: 'Paid',
  void: 'VOID',
} as const;

/**
 * An invoice a broker would accept: the company, the broker with its billing address, the number,
 * issue and due dates, each load (pickup and delivery places and dates) with its amount, and the
 * total. Amounts are the invoice's cents, written by formatCents: the total is the stored one.
 */
export async function renderInvoicePdf({ companyName, invoice: i, generatedAt, timezone }: InvoicePdfInput): Promise<Buffer> {
  const number = invoiceNumberText(i.number);
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `Invoice ${number}`, Author: toWinAnsi(companyName), Creator: 'Haulboard' },
  });
  const done = pdfBytes(doc);
  const left = MARGIN;
  doc
    .font(BOLD)
    .fontSize(16)
    .text(toWinAnsi(companyName), left, MARGIN, { width: WIDTH / 2 });
  doc.font(BOLD).fontSize(20).text('INVOICE', left, MARGIN, { width: WIDTH, align: 'right' });
  doc.font(FONT).fontSize(11).text(number, left, doc.y, { width: WIDTH, align: 'right' });
  doc.moveDown(1);

  doc.font(BOLD).fontSize(10).text('Bill to', left);
  doc
    .font(FONT)
    .fontSize(10)
    .text(toWinAnsi(i.broker.name), left, doc.y, { width: WIDTH / 2 });
  if (i.billing_address) doc.text(toWinAnsi(i.billing_address), { width: WIDTH / 2 });
  if (i.billing_email)
    doc
      .fillColor('#555555')
      .text(toWinAnsi(i.billing_email), { width: WIDTH / 2 })
      .fillColor('black');
  doc.moveDown(0.8);

  const status = i.status === 'paid' ? `Paid on ${formatDay(i.paid_on ?? '')}` : i.status === 'void' ? `VOID: ${i.void_reason ?? ''}` : STATUS_TEXT.open;
  drawFacts(
    doc,
    [
      ['Invoice', number],
      ['Issued', formatDay(i.issue_date)],
      ['Due', formatDay(i.due_date)],
      ['Status', status],
    ],
    { left, width: WIDTH },
  );
  doc
    .fontSize(8)
    .fillColor('#555555')
    .text(`Generated ${generatedAt.toISOString().replace('T', ' ').slice(0, 16)} UTC (days in ${timezone})`, left)
    .fillColor('black');
  doc.moveDown(0.8);

  await drawTotalledTable(doc, {
    columns: COLUMNS,
    rows: i.loads,
    left,
    margin: MARGIN,
    totalLabel: `Total due by ${formatDay(i.due_date)}`,
    totalText: formatCents(i.total_cents),
  });

  numberPages(doc, { left, width: WIDTH, margin: MARGIN }, (page, pages) => `Invoice ${number} - page ${page} of ${pages}`);
  doc.end();
  return done;
}
