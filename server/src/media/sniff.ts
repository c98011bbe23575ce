/**
 * What a file is, read from its first bytes, never from its name or the browser's word.
 * Only the kinds Haulboard accepts are recognised; anything else is refused.
 */
export type FileKind = { mime: string; ext: string; category: 'image' | 'pdf' | 'office' | 'audio' | 'video' | 'text' | 'archive' };

const ascii = (buf: Buffer, start: number, text: string) => buf.subarray(start, start + text.length).toString('latin1') === text;
const bytes = (buf: Buffer, start: number, values: number[]) => values.every((v, i) => buf[start + i] === v);

function zipKind(buf: Buffer): FileKind {
  // Office Open XML files are zips whose entries name their kind; the first entries are enough to tell.
  const head = buf.subarray(0, Math.min(buf.length, 4096)).toString('latin1');
  if (head.includes('word/')) return { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx', category: 'office' };
  if (head.includes('xl/')) return { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ext: 'xlsx', category: 'office' };
  if (head.includes('ppt/')) return { mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', ext: 'pptx', category: 'office' };
  if (head.includes('[Content_Types].xml'))
    return { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx', category: 'office' };
  return { mime: 'application/zip', ext: 'zip', category: 'archive' };
}

function isPlainText(buf: Buffer): boolean {
  const sample = buf.subarray(0, Math.min(buf.length, 8192));
  if (sample.length === 0 || sample.includes(0)) return false;
  const text = sample.toString('utf8');
  // Markup could run as a page if a browser ever sniffed it; plain text only.
  if (/^\s*<(!doctype|html|svg|\?xml|script)/i.test(text)) return false;
  return !text.slice(0, -4).includes('\uFFFD');
}

export function sniffFile(buf: Buffer): FileKind | null {
  if (buf.length < 4) return isPlainText(buf) ? { mime: 'text/plain', ext: 'txt', category: 'text' } : null;
  if (bytes(buf, 0, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg', category: 'image' };
  if (bytes(buf, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', ext: 'png', category: 'image' };
  if (ascii(buf, 0, 'GIF87a') || ascii(buf, 0, 'GIF89a')) return { mime: 'image/gif', ext: 'gif', category: 'image' };
  if (ascii(buf, 0, 'RIFF') && ascii(buf, 8, 'WEBP')) return { mime: 'image/webp', ext: 'webp', category: 'image' };
  if (ascii(buf, 0, 'RIFF') && ascii(buf, 8, 'WAVE')) return { mime: 'audio/wav', ext: 'wav', category: 'audio' };
  if (ascii(buf, 0, '%PDF-')) return { mime: 'application/pdf', ext: 'pdf', category: 'pdf' };
  if (bytes(buf, 0, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return { mime: 'application/msword', ext: 'doc', category: 'office' };
  if (bytes(buf, 0, [0x50, 0x4b, 0x03, 0x04])) return zipKind(buf);
  if (ascii(buf, 0, 'OggS')) return { mime: 'audio/ogg', ext: 'ogg', category: 'audio' };
  if (bytes(buf, 0, [0x1a, 0x45, 0xdf, 0xa3])) {
    // Matroska and WebM share a header; browsers record voice as WebM.
    return { mime: 'audio/webm', ext: 'webm', category: 'audio' };
  }
  if (ascii(buf, 0, 'ID3') || (buf[0] === 0xff && (buf[1] & 0xe0) === 0xe0)) return { mime: 'audio/mpeg', ext: 'mp3', category: 'audio' };
  if (buf.length >= 12 && ascii(buf, 4, 'ftyp')) {
    const brand = buf.subarray(8, 12).toString('latin1');
    if (brand.startsWith('heic') || brand.startsWith('heix') || brand.startsWith('mif1')) return { mime: 'image/heic', ext: 'heic', category: 'image' };
    if (brand.startsWith('M4A')) return { mime: 'audio/mp4', ext: 'm4a', category: 'audio' };
    if (brand.startsWith('qt')) return { mime: 'video/quicktime', ext: 'mov', category: 'video' };
    return { mime: 'video/mp4', ext: 'mp4', category: 'video' };
  }
  if (isPlainText(buf)) return { mime: 'text/plain; charset=utf-8', ext: 'txt', category: 'text' };
  return null;
}

/** What each upload slot accepts, and how big it may be. */
export const UploadRules = {
  /** People's and loads' documents: the spec's pdf, doc, docx, jpg, png (and other images). */
  document: {
    maxBytes: 25 * 1024 * 1024,
    accept: (k: FileKind) => k.category === 'pdf' || k.category === 'image' || (k.category === 'office' && (k.ext === 'doc' || k.ext === 'docx')),
  },
  /** Chat documents: the picker takes any file, the server keeps to kinds that cannot run in a page. */
  chatDocument: { maxBytes: 25 * 1024 * 1024, accept: (_k: FileKind) => true },
  image: { maxBytes: 10 * 1024 * 1024, accept: (k: FileKind) => k.category === 'image' },
  voice: { maxBytes: 10 * 1024 * 1024, accept: (k: FileKind) => k.category === 'audio' },
} as const;
export type UploadRule = (typeof UploadRules)[keyof typeof UploadRules];
