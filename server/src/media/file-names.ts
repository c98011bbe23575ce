/**
 * The names of uploaded files: the one a file is offered under, the one it is stored under (last
 * in its key, so a document's link names it), and the keys themselves. Pure functions: the
 * restore (backup/) checks archive entries with `isMediaKey` too.
 */

// Names a detected kind may keep; any other extension gets the kind's own appended.
const EXTENSIONS: Record<string, readonly string[]> = {
  jpg: ['jpg', 'jpeg', 'jpe', 'jfif'],
  txt: ['txt', 'text', 'csv', 'tsv', 'log', 'md'],
  heic: ['heic', 'heif'],
  mp4: ['mp4', 'm4v'],
  m4a: ['m4a', 'mp4'],
  mp3: ['mp3', 'mpga'],
  webm: ['webm', 'weba'],
  ogg: ['ogg', 'oga', 'opus'],
};

const FILE_EXTENSION = /\.([A-Za-z0-9]{1,8})$/;

/** Characters whose code points are counted, never cut in two (a surrogate pair cut apart cannot be encoded). */
const cut = (text: string, chars: number) => Array.from(text).slice(0, chars).join('');

/**
 * Never kept in a name: control characters, format characters (the bidi overrides that make
 * `invoice‮fdp.exe` read as `invoiceexe.pdf`, zero-width ones), lone surrogates, path separators
 * and the double quote.
 */
const NEVER = /[\p{Cc}\p{Cf}\p{Cs}/\\"]/gu;

/**
 * The name a file is offered under: its own, with an extension that matches what it really is,
 * so a text file named `invoice.bat` or `x.html` is saved as `invoice.bat.txt` or `x.html.txt`;
 * never a hidden one (`.htaccess` is `htaccess.txt`) nor one without a name before its extension.
 */
export function nameForKind(name: string | undefined | null, ext: string): string {
  const spaced = (name ?? '').replace(/[\t\n\v\f\r]/g, ' ');
  const cleaned = cut(spaced.replace(NEVER, '').normalize('NFC').trim(), 200).trim();
  const own = FILE_EXTENSION.exec(cleaned)?.[1];
  const kept = own !== undefined && (EXTENSIONS[ext] ?? [ext]).includes(own.toLowerCase());
  const base = (kept ? cleaned.slice(0, -own.length - 1) : cleaned).replace(/^[\s.]+/, '');
  return `${base || 'file'}.${kept ? own : ext}`;
}

/** At most this many UTF-8 bytes: a file name on disk may have 255, and the links stay short. */
export const STORED_NAME_MAX_BYTES = 150;
// Besides NEVER: what Windows refuses in a name (the media folder may be copied there).
const WINDOWS = /[:*?<>|]/g;

/**
 * The name a file is stored under, last in its key: the offered name (`nameForKind`, so its
 * extension is the detected kind's) cut to `STORED_NAME_MAX_BYTES`, without what a path or a
 * file system could misread: no leading dot (no `.`, `..` or hidden file), runs of white space as
 * one space, Windows' reserved characters as `_`.
 */
export function storedNameFor(name: string | undefined | null, ext: string): string {
  const offered = nameForKind(name, ext);
  const own = FILE_EXTENSION.exec(offered)![1];
  const room = STORED_NAME_MAX_BYTES - Buffer.byteLength(own) - 1;
  let base = offered
    .slice(0, -own.length - 1)
    .replace(WINDOWS, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+/, '');
  while (Buffer.byteLength(base) > room) base = cut(base, Array.from(base).length - 1);
  base = base.replace(/[\s.]+$/, '');
  return `${base || 'file'}.${own}`;
}

/** Whether `name` is one `storedNameFor` makes (it is unchanged by it): checked on every key read back from a link or an archive. */
export function isStoredName(name: string): boolean {
  const own = FILE_EXTENSION.exec(name)?.[1];
  return own !== undefined && storedNameFor(name, own.toLowerCase()) === name;
}

// Before issue 27 a key was `2026/<32 hex>.pdf`; since, the random part is a folder and the file's name comes last.
const OLD_KEY = /^[0-9]{4}\/[0-9a-f]{32}\.[a-z0-9]{2,5}$/;
const NAMED_KEY = /^[0-9]{4}\/[0-9a-f]{32}\/([^/]+)$/;

/** Whether `key` is a stored file's key, of either shape. */
export function isMediaKey(key: string): boolean {
  if (OLD_KEY.test(key)) return true;
  const name = NAMED_KEY.exec(key)?.[1];
  return name !== undefined && isStoredName(name);
}

/** A new file's key: `<year>/<32 hex>/<stored name>`, the random folder keeping two files of one name apart. */
export function newMediaKey(year: number, random: string, name: string, ext: string): string {
  return `${year}/${random}/${storedNameFor(name, ext)}`;
}

/** A key as a URL path: each part percent-encoded, so a name with spaces, `#`, `%` or any script survives the trip. */
export const mediaKeyPath = (key: string) => key.split('/').map(encodeURIComponent).join('/');

// RFC 8187's attr-char leaves these out; encodeURIComponent does not encode them.
const encodeParameter = (text: string) => encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A `Content-Disposition` value naming the file (RFC 6266): `filename*` holds the name exactly
 * (UTF-8, percent-encoded), `filename` an ASCII stand-in for old clients, with `_` for what it
 * cannot hold (other scripts, quotes, backslashes, and `%`, which some clients decode there).
 */
export function contentDisposition(disposition: 'inline' | 'attachment', name: string): string {
  const wellFormed = name.replace(/\p{Cs}/gu, '\ufffd');
  const ascii = wellFormed.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeParameter(wellFormed)}`;
}
