import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { startS3, type TestS3 } from '../../test/s3-server';
import { newMediaKey } from './file-names';
import { LocalMediaStore, S3MediaStore, type MediaStore } from './store';

// The same behaviour from both stores: the local folder, and an S3-compatible server over HTTP.
let s3: TestS3;
let folder: string;
const stores: Record<string, () => MediaStore> = {};
beforeAll(async () => {
  s3 = await startS3();
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'haulboard-store-'));
  stores.local = () => new LocalMediaStore(folder);
  stores.s3 = () => new S3MediaStore(s3.config);
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const read = async (stream: Readable | null) => {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
};
const tempFile = (bytes: Buffer) => {
  const file = path.join(os.tmpdir(), `haulboard-upload-${process.pid}-${Math.random().toString(16).slice(2)}`);
  fs.writeFileSync(file, bytes);
  return file;
};

describe.each(['local', 's3'])('the %s store', (kind) => {
  it('keeps the bytes of an upload under its key, takes the temporary file, and deletes them on request', async () => {
    const store = stores[kind]();
    // Bytes no text encoding keeps as they are, over several stream chunks (the SDK streams the file).
    const bytes = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7919) % 256));
    const temp = tempFile(bytes);
    await store.put('2026/0123456789abcdef0123456789abcdef.pdf', temp, bytes.length, 'application/pdf');
    expect(fs.existsSync(temp)).toBe(false);
    expect((await read(await store.open('2026/0123456789abcdef0123456789abcdef.pdf')))?.equals(bytes)).toBe(true);

    await store.remove(['2026/0123456789abcdef0123456789abcdef.pdf', '2026/ffffffffffffffffffffffffffffffff.png']);
    expect(await store.open('2026/0123456789abcdef0123456789abcdef.pdf')).toBeNull();
  });

  it('keeps a file under a key that ends in its name, whatever script, spaces or signs the name has', async () => {
    const store = stores[kind]();
    const key = newMediaKey(2026, 'abcdefabcdefabcdefabcdefabcdefab', `Счёт №5 #12 100% "ACME" 🚚 ${'долгое имя '.repeat(20)}.pdf`, 'pdf');
    expect(key).toMatch(/^2026\/abcdefabcdefabcdefabcdefabcdefab\/Счёт №5 #12 100% ACME 🚚 долгое .+\.pdf$/);
    await store.put(key, tempFile(Buffer.from('%PDF-1.4')), 8, 'application/pdf');
    expect((await read(await store.open(key)))?.toString()).toBe('%PDF-1.4');
    await store.remove([key]);
    expect(await store.open(key)).toBeNull();
    if (kind === 'local') expect(fs.readdirSync(path.join(folder, '2026'))).not.toContain('abcdefabcdefabcdefabcdefabcdefab');
  });

  it('answers null for a key it never held, and passes its check', async () => {
    const store = stores[kind]();
    expect(await store.open('2026/00000000000000000000000000000000.jpg')).toBeNull();
    await expect(store.check()).resolves.toBeUndefined();
  });
});

it('fails the check of a bucket that does not exist, and keeps keys under the configured prefix', async () => {
  await expect(new S3MediaStore({ ...s3.config, bucket: 'no-such-bucket' }).check()).rejects.toThrow();
  const prefixed = new S3MediaStore(s3.config);
  const other = new S3MediaStore({ ...s3.config, prefix: 'another-install/' });
  await prefixed.put('2026/11111111111111111111111111111111.txt', tempFile(Buffer.from('one')), 3, 'text/plain');
  expect(await other.open('2026/11111111111111111111111111111111.txt')).toBeNull();
  expect((await read(await prefixed.open('2026/11111111111111111111111111111111.txt')))?.toString()).toBe('one');
});
