import { samples } from '../../test/build';
import { sniffFile, UploadRules } from './sniff';

describe('sniffFile', () => {
  it('tells kinds by content, not by name', () => {
    expect(sniffFile(samples.pdf)?.mime).toBe('application/pdf');
    expect(sniffFile(samples.png)?.mime).toBe('image/png');
    expect(sniffFile(samples.jpg)?.mime).toBe('image/jpeg');
    expect(sniffFile(samples.wav)?.mime).toBe('audio/wav');
    expect(sniffFile(Buffer.from('Load 42 notes\nall good'))?.category).toBe('text');
  });

  it('refuses markup and executables', () => {
    expect(sniffFile(samples.html)).toBeNull();
    expect(sniffFile(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffFile(samples.exe)).toBeNull();
  });

  it('keeps each upload slot to its kinds', () => {
    const png = sniffFile(samples.png)!;
    const wav = sniffFile(samples.wav)!;
    const pdf = sniffFile(samples.pdf)!;
    expect(UploadRules.image.accept(png)).toBe(true);
    expect(UploadRules.image.accept(pdf)).toBe(false);
    expect(UploadRules.voice.accept(wav)).toBe(true);
    expect(UploadRules.voice.accept(png)).toBe(false);
    expect(UploadRules.document.accept(pdf)).toBe(true);
    expect(UploadRules.document.accept(wav)).toBe(false);
  });
});
