import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { S3Config } from '../config';

/**
 * Where uploaded files' bytes live, by key (`2026/<32 hex>/rate-con.pdf`, before issue 27 `2026/<32 hex>.pdf`). The database's `media_files`
 * row says what a key is; a store only keeps bytes. Two kinds, chosen by configuration
 * (config.ts): a folder on this machine, or an S3-compatible bucket that every API process shares.
 */
export interface MediaStore {
  readonly kind: 'local' | 's3';
  /** Stores the file at `tempPath` (an upload already on disk) under `key`, streaming it; the temporary file is gone afterwards. */
  put(key: string, tempPath: string, size: number, contentType: string): Promise<void>;
  /** The bytes of `key` as a stream, or null when there is no such object. */
  open(key: string): Promise<Readable | null>;
  /** Deletes the objects; a missing one is no error. */
  remove(keys: readonly string[]): Promise<void>;
  /** Throws when the store cannot be reached (the health call). */
  check(): Promise<void>;
}

/** The data folder: `pnpm start` on one machine. */
export class LocalMediaStore implements MediaStore {
  readonly kind = 'local';

  constructor(private readonly dir: string) {}

  async put(key: string, tempPath: string): Promise<void> {
    const target = path.join(this.dir, key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.rename(tempPath, target);
  }

  async open(key: string): Promise<Readable | null> {
    const file = path.join(this.dir, key);
    try {
      // Opened before answering, so a missing file is a 404, not a stream that fails after the headers.
      const handle = await fs.open(file, 'r');
      return handle.createReadStream();
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async remove(keys: readonly string[]): Promise<void> {
    await Promise.all(
      keys.map(async (key) => {
        await fs.rm(path.join(this.dir, key), { force: true });
        // A named key's random folder holds that one file: it goes with it (the year's folder stays).
        if (key.split('/').length > 2) await fs.rmdir(path.dirname(path.join(this.dir, key))).catch(() => {});
      }),
    );
  }

  async check(): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true });
  }
}

/**
 * An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Ceph RGW): what lets several API
 * processes serve one company. Uploads stream from the temporary file in one PUT with its length
 * (a slot allows 25 MB at most, far below S3's 5 GB single-PUT limit), so no file is held in memory.
 */
export class S3MediaStore implements MediaStore {
  readonly kind = 's3';
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      // The SDK's default since 2025 adds CRC32 trailers in aws-chunked bodies, which many
      // S3-compatible stores (older MinIO, Ceph, test servers) store as part of the object.
      // Checksums only where an operation requires one: what every S3-compatible store reads.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  private keyOf(key: string): string {
    return `${this.config.prefix}${key}`;
  }

  async put(key: string, tempPath: string, size: number, contentType: string): Promise<void> {
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.config.bucket,
          Key: this.keyOf(key),
          Body: createReadStream(tempPath),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
    } finally {
      await fs.rm(tempPath, { force: true });
    }
  }

  async open(key: string): Promise<Readable | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(key) }));
      return (answer.Body as Readable | undefined) ?? null;
    } catch (err) {
      if (err instanceof NoSuchKey || (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404)) return null;
      throw err;
    }
  }

  async remove(keys: readonly string[]): Promise<void> {
    // One DELETE each: a message or a document has at most three files, and DeleteObjects needs a
    // Content-MD5 that not every S3-compatible store checks the same way.
    await Promise.all(keys.map((key) => this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(key) }))));
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.config.bucket }));
  }
}

/** The configured store: the bucket when one is set, else `mediaDir`. */
export function createMediaStore(s3: S3Config | undefined, mediaDir: string): MediaStore {
  return s3 ? new S3MediaStore(s3) : new LocalMediaStore(mediaDir);
}
