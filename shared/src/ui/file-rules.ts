// What the file picker and the document viewer decide about a file, in the chunks that draw
// them (their eager halves stay a few bytes: the ui entry is on /login).
// A size as people read it lives with the other formats (a share every page already has).
import { formatFileSize } from '@haulboard/shared/format';

export { formatFileSize };

/** How a document can be shown: in a frame (pdf), as a picture, or only downloaded (doc, docx, ...). */
export type DocumentKind = 'pdf' | 'image' | 'other';

/** The spec's preview frame height (part 2 section 9). */
export const DOCUMENT_PREVIEW_HEIGHT_PX = 400;

const IMAGE = /\.(png|jpe?g|gif|webp|bmp|avif)$/i;

/** The kind of a document from its URL or file name (the extension of its path, before any `?`). */
export function documentKindOf(urlOrName: string, mimeType?: string): DocumentKind {
  if (mimeType === 'application/pdf') return 'pdf';
  if (mimeType?.startsWith('image/')) return 'image';
  const path = urlOrName.split(/[?#]/)[0];
  if (/\.pdf$/i.test(path)) return 'pdf';
  if (IMAGE.test(path)) return 'image';
  return 'other';
}

// Documents stored before issue 27 are named by the server (`<32 hex>.pdf`): no name a person gave.
const SERVER_MADE_NAME = /^[0-9a-f]{32}\.[a-z0-9]+$/i;

/**
 * The file name a stored document's link ends in (`/api/media/2026/<hex>/rate%20con.pdf` is
 * `rate con.pdf`), or null: a server-made name, an object URL, a path without a file name.
 */
export function documentNameOf(url: string): string | null {
  if (/^(blob|data):/i.test(url)) return null;
  const path = url.split(/[?#]/)[0];
  let name: string;
  try {
    name = decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
  } catch {
    return null;
  }
  return /\.[A-Za-z0-9]{1,8}$/.test(name) && !SERVER_MADE_NAME.test(name) ? name : null;
}

/** The extensions `accept` lets through, as the input's accept attribute lists them. */
export const acceptedExtensions = (accept: readonly string[]) => accept.flatMap((ext) => (ext.toLowerCase() === 'jpg' ? ['jpg', 'jpeg'] : [ext.toLowerCase()]));

/** Why a file is refused, or null: its extension is not in `accept`, or it is larger than `maxBytes`. */
export function refusalOf(file: File, accept: readonly string[], maxBytes: number | undefined, typeError: string): string | null {
  const ext = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!acceptedExtensions(accept).includes(ext)) return typeError;
  if (maxBytes !== undefined && file.size > maxBytes) return `This file is ${formatFileSize(file.size)}; files up to ${formatFileSize(maxBytes)} are accepted.`;
  return null;
}
