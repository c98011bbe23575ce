/**
 * Catches the files a screen saves (`saveFile`: an object URL and a link's click) instead of the
 * browser's download: `saved` holds each file's name. Call `restore()` in a `finally`.
 */
export function catchDownloads() {
  const saved: string[] = [];
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:download'), revokeObjectURL: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return { saved, restore: () => click.mockRestore() };
}
