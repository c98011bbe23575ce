import { loadDetailPath, splitLoadReferences } from './index';

describe('load references in text (issue 29)', () => {
  it('finds a load however a message names it, and keeps the rest as it was', () => {
    expect(splitLoadReferences('load 472 is yours')).toEqual([{ text: 'load 472', loadId: 472 }, { text: ' is yours' }]);
    expect(splitLoadReferences('Take Load #15 then load no. 16, load number 17.')).toEqual([
      { text: 'Take ' },
      { text: 'Load #15', loadId: 15 },
      { text: ' then ' },
      { text: 'load no. 16', loadId: 16 },
      { text: ', ' },
      { text: 'load number 17', loadId: 17 },
      { text: '.' },
    ]);
  });

  it('links no outside reference, no bare number and no load 0', () => {
    for (const text of ['load LD-41240 is yours', 'truck 472', 'unloaded 472', 'load 0', 'load 1234567890', '']) {
      expect(splitLoadReferences(text)).toEqual([{ text }]);
    }
  });

  it("opens a load's detail by its number", () => {
    expect(loadDetailPath(472)).toBe('/admin/loads/success?id=472');
  });
});
