// Reads the text back out of a PDF that pdfkit wrote with its standard fonts (tests only).
import zlib from 'node:zlib';

/** Every text-show operation of the PDF, in order, one string per operation. */
export function extractPdfText(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  const streamPattern = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streamPattern.exec(raw))) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    let content: string;
    try {
      content = zlib.inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      content = raw.slice(start, end);
    }
    streamPattern.lastIndex = end + 'endstream'.length;
    // pdfkit writes text as hex strings inside TJ arrays: [<48656c6c6f> -20 <...>] TJ
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const text = [...tj[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1], 'hex').toString('latin1')).join('');
      lines.push(text);
    }
  }
  return lines;
}

/** How many pages the PDF has. */
export const countPdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
