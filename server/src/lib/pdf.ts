import type PDFDocument from 'pdfkit';
import { Gate } from './gate';

/**
 * What every PDF the API draws shares (the load report, a driver's settlement statement): one
 * queue per process, the standard fonts' character set, the dates as the screens show them.
 */

export const REPORTS_AT_ONCE = 1;
export const REPORTS_QUEUED = 8;

/**
 * A monthly report at 100k loads is about a second of drawing: one PDF at a time per process, of
 * any kind, a short queue, then 503. Twenty at once otherwise held 1 GB and kept health checks waiting for seconds.
 */
export const pdfGate = () => new Gate(REPORTS_AT_ONCE, REPORTS_QUEUED, 'Too many reports are being generated right now. Try again in a few seconds.');

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 'YYYY-MM-DD' -> 'Jan 5, 2026', as the screens show dates. */
export const formatDay = (date: string) => `${MONTHS[Number(date.slice(5, 7)) - 1]} ${Number(date.slice(8, 10))}, ${date.slice(0, 4)}`;

/** Standard PDF fonts only carry WinAnsi glyphs; anything else would print as garbage, so it shows as '?'. */
export const toWinAnsi = (text: string) =>
  text.replace(/[\r\n\t]+/g, ' ').replace(/[^\x20-\x7e\xa0-\xff\u2018\u2019\u201c\u201d\u2013\u2014\u2026\u2022\u20ac]/gu, '?');

/** The bytes `doc` writes, once its `end()` is called. */
export function pdfBytes(doc: InstanceType<typeof PDFDocument>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

export const FONT = 'Helvetica';
export const BOLD = 'Helvetica-Bold';

/** Drawing is synchronous: a long table gives other requests a turn every this many rows. */
const YIELD_EVERY_ROWS = 40;
export const yieldEvery = async (index: number) => {
  if (index % YIELD_EVERY_ROWS === YIELD_EVERY_ROWS - 1) await new Promise((resolve) => setImmediate(resolve));
};

/** Writes `label(page, pages)` at the foot of every page, once the page count is known (needs `bufferPages`). */
export function numberPages(
  doc: InstanceType<typeof PDFDocument>,
  { left, width, margin }: { left: number; width: number; margin: number },
  label: (page: number, pages: number) => string,
) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the margin must not start a new page
    doc
      .font(FONT)
      .fontSize(8)
      .fillColor('#555555')
      .text(label(i + 1, range.count), left, doc.page.height - margin, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottomMargin;
  }
}
