import { contentDisposition, isMediaKey, mediaKeyPath, nameForKind, newMediaKey, STORED_NAME_MAX_BYTES, storedNameFor } from './file-names';

const HEX = '0123456789abcdef0123456789abcdef';

/** What a browser reads from `filename*`. */
const decodedParameter = (header: string) => decodeURIComponent(/filename\*=UTF-8''([^;\s]+)/.exec(header)![1]);

describe('nameForKind', () => {
  it('offers the name as given, but never a hidden file or one the kind contradicts', () => {
    // What a Windows disk refuses is the browser's to replace when it saves: offered as given, stored with `_`.
    expect(nameForKind('Load 12: BOL.pdf', 'pdf')).toBe('Load 12: BOL.pdf');
    expect(storedNameFor('Load 12: BOL.pdf', 'pdf')).toBe('Load 12_ BOL.pdf');
    expect(nameForKind('.htaccess', 'txt')).toBe('htaccess.txt');
    expect(nameForKind('.pdf', 'pdf')).toBe('file.pdf');
    expect(nameForKind('invoice.bat', 'txt')).toBe('invoice.bat.txt');
    expect(nameForKind(null, 'png')).toBe('file.png');
  });
});

describe('storedNameFor', () => {
  it.each([
    ['rate-con.pdf', 'pdf', 'rate-con.pdf'],
    ['Rate Confirmation  #4471\t(final).pdf', 'pdf', 'Rate Confirmation #4471 (final).pdf'],
    ['photo.JPEG', 'jpg', 'photo.JPEG'],
    ['scan', 'png', 'scan.png'],
    // The extension is the detected kind's, never the name's alone.
    ['invoice.exe', 'pdf', 'invoice.exe.pdf'],
    ['page.html', 'txt', 'page.html.txt'],
    // No way out of its folder, no hidden file, no empty name.
    ['../../etc/passwd', 'txt', 'etcpasswd.txt'],
    ['..', 'pdf', 'file.pdf'],
    ['.htaccess', 'txt', 'htaccess.txt'],
    ['', 'pdf', 'file.pdf'],
    ['   ', 'pdf', 'file.pdf'],
    ['C:\\Users\\me\\bol.pdf', 'pdf', 'C_Usersmebol.pdf'],
    // A bidi override would show `invoice‮fdp.exe` as `invoiceexe.pdf`; zero-width and control characters go too.
    ['invoice\u202efdp.exe', 'pdf', 'invoicefdp.exe.pdf'],
    ['a\u200bb\u0000c\u001f\u007f.pdf', 'pdf', 'abc.pdf'],
    ['a:b*c?d<e>f|g"h.pdf', 'pdf', 'a_b_c_d_e_f_gh.pdf'],
    ['Счёт №5 «ACME».pdf', 'pdf', 'Счёт №5 «ACME».pdf'],
    // Composed (NFC), as macOS's decomposed names would not be.
    ['Cafe\u0301.pdf', 'pdf', 'Café.pdf'],
    ['report..  .pdf', 'pdf', 'report.pdf'],
  ])('%j (%s) is stored as %j', (name, ext, stored) => {
    expect(storedNameFor(name, ext)).toBe(stored);
  });

  it('cuts a long name to its byte limit, between characters, and keeps the extension', () => {
    for (const name of [`${'x'.repeat(500)}.pdf`, `${'🚚'.repeat(100)}.pdf`, `${'ё'.repeat(300)}.docx`]) {
      const stored = storedNameFor(name, name.endsWith('.docx') ? 'docx' : 'pdf');
      expect(Buffer.byteLength(stored)).toBeLessThanOrEqual(STORED_NAME_MAX_BYTES);
      expect(stored).toMatch(/\.(pdf|docx)$/);
      // A surrogate pair cut in two would not survive encoding.
      expect(() => encodeURIComponent(stored)).not.toThrow();
    }
  });
});

describe('isMediaKey', () => {
  it('takes the keys of both shapes, and every key a new file gets', () => {
    expect(isMediaKey(`2026/${HEX}.pdf`)).toBe(true);
    expect(isMediaKey(`2026/${HEX}/rate-con.pdf`)).toBe(true);
    for (const name of ['../../x', '..', 'a\u202eb.pdf', 'Счёт №5 "ACME" 100%.pdf', `${'🚚'.repeat(100)}.pdf`, 'a:b.pdf', ' .pdf'])
      expect({ name, key: isMediaKey(newMediaKey(2026, HEX, name, 'pdf')) }).toEqual({ name, key: true });
  });

  it('refuses anything else', () => {
    for (const key of [
      `2026/${HEX}/../x.pdf`,
      `2026/${HEX}/..`,
      `2026/${HEX}/.pdf`,
      `2026/${HEX}/.hidden.pdf`,
      `2026/${HEX}/a\u202eb.pdf`,
      `2026/${HEX}/a  b.pdf`,
      `2026/${HEX}/a:b.pdf`,
      `2026/${HEX}/noextension`,
      `2026/${HEX}/a/b.pdf`,
      `2026/${HEX.toUpperCase()}/a.pdf`,
      `2026/${HEX}/${'x'.repeat(200)}.pdf`,
      `../${HEX}/a.pdf`,
      'etc/passwd',
    ])
      expect({ key, valid: isMediaKey(key) }).toEqual({ key, valid: false });
  });

  it('writes a key as a path whose parts a URL keeps', () => {
    expect(mediaKeyPath(`2026/${HEX}/Rate #1 100%?.pdf`)).toBe(`2026/${HEX}/Rate%20%231%20100%25%3F.pdf`);
  });
});

describe('contentDisposition', () => {
  it.each([
    ['rate con.pdf', 'rate con.pdf'],
    ['Счёт №5.pdf', '____ _5.pdf'],
    ['driver\'s "license" (2).pdf', "driver's _license_ (2).pdf"],
    ['100%;x=y\\z.pdf', '100_;x=y_z.pdf'],
    ['🚚 load.pdf', '__ load.pdf'],
  ])('names %j exactly, with an ASCII stand-in %j', (name, ascii) => {
    const header = contentDisposition('attachment', name);
    expect(header.startsWith(`attachment; filename="${ascii}"; filename*=UTF-8''`)).toBe(true);
    expect(decodedParameter(header)).toBe(name);
    // RFC 8187's attr-char: nothing a parser would end the value at, or misread.
    expect(/filename\*=UTF-8''(\S+)$/.exec(header)![1]).toMatch(/^[A-Za-z0-9!#$&+\-.^_`|~%]+$/);
  });

  it('never fails on a name that is not well-formed text', () => {
    expect(decodedParameter(contentDisposition('inline', 'a\ud800b.pdf'))).toBe('a\ufffdb.pdf');
  });
});
