import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import { MANIFEST_NAME, type BackupManifest } from './manifest';

type BackupFile = BackupManifest['files'][number];

const PAD = Buffer.alloc(64 * 1024);

/**
 * A gzip'd tar written entry by entry, each file's SHA-256 taken from the bytes written. A file
 * read while it changes (the database's own, during a base backup) is cut or zero-padded to the
 * size it had when listed, as pg_basebackup does: WAL replay repairs those pages.
 */
export class ArchiveWriter {
  private readonly pack = tar.pack();
  private readonly written: Promise<void>;
  readonly files: BackupFile[] = [];
  bytes = 0;

  constructor(file: string) {
    this.written = pipeline(this.pack, zlib.createGzip({ level: 6 }), createWriteStream(file, { flags: 'wx', mode: 0o600 }));
    // Seen by finish(); an early failure must not be an unhandled rejection meanwhile.
    this.written.catch(() => {});
  }

  dir(name: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pack.entry({ name, type: 'directory', mode: 0o700 }, (err) => (err ? reject(err) : resolve()));
    });
  }

  async file(name: string, size: number, source: Readable): Promise<void> {
    const hash = createHash('sha256');
    let seen = 0;
    const exact = new Transform({
      transform(chunk: Buffer, _enc, done) {
        const part = chunk.subarray(0, Math.max(0, size - seen));
        seen += part.length;
        hash.update(part);
        done(null, part.length ? part : undefined);
      },
      flush(done) {
        while (seen < size) {
          const pad = PAD.subarray(0, Math.min(PAD.length, size - seen));
          seen += pad.length;
          hash.update(pad);
          this.push(pad);
        }
        done();
      },
    });
    const entry = this.pack.entry({ name, size, mode: 0o600 });
    await pipeline(source, exact, entry);
    this.files.push({ path: name, size, sha256: hash.digest('hex') });
    this.bytes += size;
  }

  buffer(name: string, data: Buffer): Promise<void> {
    return this.file(name, data.length, Readable.from([data]));
  }

  /** Writes the manifest as the last entry and waits for the archive to be on disk. */
  async finish(manifest: Omit<BackupManifest, 'files'>): Promise<BackupManifest> {
    const full: BackupManifest = { ...manifest, files: this.files };
    const data = Buffer.from(JSON.stringify(full, null, 2));
    await new Promise<void>((resolve, reject) =>
      this.pack.entry({ name: MANIFEST_NAME, size: data.length, mode: 0o600 }, data, (e) => (e ? reject(e) : resolve())),
    );
    this.pack.finalize();
    await this.written;
    return full;
  }

  async abort(): Promise<void> {
    this.pack.destroy();
    await this.written.catch(() => {});
  }
}
