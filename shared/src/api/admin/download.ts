/** Hands a file the page made (an export) to the browser's download, under `name`. */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  // After the click has started the download; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The UTF-8 byte-order mark servers start a CSV with; reading the body as text drops it. */
const BOM = '\uFEFF';

/** A CSV answer as a file: the mark tells spreadsheets it is UTF-8, put back if reading dropped it. */
export const csvBlob = (csv: string) => new Blob([csv.startsWith(BOM) ? csv : BOM + csv], { type: 'text/csv;charset=utf-8' });
