import { lazyPart } from './lazy-part';

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

export type DocumentViewerProps = {
  /** The document's address (a signed media URL or an object URL of a chosen file); null: none. */
  url: string | null;
  /** Its name, for the frame's title and the download. */
  name?: string;
  /** Known from the file's type; otherwise read from the URL's extension. */
  kind?: DocumentKind;
  /** Shown when there is no document. */
  emptyText?: string;
};

/**
 * A document in a 400 px frame: pdf in an iframe, images scaled to fit, and for kinds the
 * browser cannot show (doc, docx) a download link. Its code loads when first shown.
 */
export const DocumentViewer = lazyPart(() => import('./document-viewer-impl'));
