import { csvField, csvMoney, toCsv, type CsvColumn } from './csv';

type Row = { name: string; amount: number; note?: string | null };
const COLUMNS: CsvColumn<Row>[] = [
  ['Name', (r) => r.name],
  ['Amount', (r) => csvMoney(r.amount)],
  ['Note', (r) => r.note],
];

describe('toCsv', () => {
  it('writes a header line and one line per row, each ended with CRLF', () => {
    expect(
      toCsv(COLUMNS, [
        { name: 'Acme', amount: 1250, note: 'ok' },
        { name: 'Beta', amount: 3.456 },
      ]),
    ).toBe('Name,Amount,Note\r\nAcme,1250.00,ok\r\nBeta,3.46,\r\n');
  });

  it('is the header alone when there are no rows', () => {
    expect(toCsv(COLUMNS, [])).toBe('Name,Amount,Note\r\n');
  });

  it('quotes fields holding a comma, a quote or a line break, doubling the quotes (RFC 4180)', () => {
    expect(toCsv(COLUMNS, [{ name: 'Smith, Jones & "Co"', amount: 1, note: 'line one\nline two' }])).toBe(
      'Name,Amount,Note\r\n"Smith, Jones & ""Co""",1.00,"line one\nline two"\r\n',
    );
  });
});

describe('csvField', () => {
  it.each([
    ['=HYPERLINK("http://x.test","click")', `"'=HYPERLINK(""http://x.test"",""click"")"`],
    ['+1+2', "'+1+2"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
    ['\rReturn', `"'\rReturn"`],
  ])('prefixes %j with a quote so a spreadsheet shows it as text', (value, field) => {
    expect(csvField(value)).toBe(field);
  });

  it('keeps a negative amount a number (a loss is not a formula)', () => {
    expect(csvField(csvMoney(-12.5))).toBe('-12.50');
    expect(csvField(-3)).toBe('-3');
  });

  it('leaves an empty cell for null, undefined and a number that is not finite', () => {
    expect([csvField(null), csvField(undefined), csvField(Number.NaN)]).toEqual(['', '', '']);
  });
});

describe('csvMoney', () => {
  it('rounds to two decimals', () => {
    expect([csvMoney(0), csvMoney(1234.5), csvMoney(0.125 + 0.01)]).toEqual(['0.00', '1234.50', '0.14']);
  });
});
