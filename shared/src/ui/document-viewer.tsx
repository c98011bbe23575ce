import type { DocumentKind } from './file-rules';
import { lazyPart } from './lazy-part';

export type { DocumentKind } from './file-rules';

export type DocumentViewerProps = {
  /** The document's address (a signed media URL or an object URL of a chosen file); null: none. */
  url: string | null;
  /**
   * What to call it when its link names no file (a chosen file's object URL, a document stored
   * before names were kept): the frame's title and the download. A stored document's own file
   * name, the last part of its link, is shown and used first.
   */
  name?: string;
  /** Known from the file's type; otherwise read from the URL's extension. */
  kind?: DocumentKind;
  /** Shown when there is no document. */
  emptyText?: string;
};

/**
 * A document in a 400 px frame: pdf in an iframe, images scaled to fit, and for kinds the
 * browser cannot show (doc, docx) a download link, under its file name. Its code loads when first shown.
 */
export const DocumentViewer = lazyPart(() => import('./document-viewer-impl'));
