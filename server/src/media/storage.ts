import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mediaFiles } from '../db/schema';
import { HttpError, badRequest } from '../lib/http-errors';
import { isMediaKey, nameForKind, newMediaKey } from './file-names';
import { sniffFile, type FileKind, type UploadRule } from './sniff';
import type { MediaStore } from './store';

/** A file part written to a temporary file under the media folder; `storeFile` moves it into place. */
export type UploadedFile = { tempPath: string; size: number; kind: FileKind; filename: string; field: string };
export type MultipartBody = { fields: Record<string, string>; files: Record<string, UploadedFile> };

/** The largest any slot accepts; each slot's own, smaller limit is enforced while the part streams. */
export const MULTIPART_LIMITS = { fileSize: 25 * 1024 * 1024, files: 4, fields: 30, fieldSize: 64 * 1024, parts: 40 };

/** Bytes read before a part's kind is decided: the sniffer's text and Office checks read this much. */
const SNIFF_BYTES = 8192;
const INCOMING = '.incoming';

const tooLarge = (rule: UploadRule) => new HttpError(413, `The file is too large (at most ${Math.round(rule.maxBytes / 1048576)} MB).`);

/**
 * Reads a multipart body, streaming each file part to a temporary file while counting it against
 * its slot's limit (a part over the limit is refused as soon as it passes it, never held in
 * memory) and checking its kind from its first bytes. Nothing is stored for good until the
 * caller's `storeFile`; temporary files not stored are removed when the request ends.
 * `slots` names the file fields this call accepts and the rule each must pass.
 */
export async function readMultipart(
  request: FastifyRequest,
  slots: Record<string, UploadRule>,
  invalidTypeMessage = 'Invalid document type.',
): Promise<MultipartBody> {
  if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data.');
  const { uploads, deps } = request.server;
  const { id: userId, userType } = request.session;
  const body: MultipartBody = { fields: {}, files: {} };
  // The per-user bounds apply from the first file part: a text-only multipart send is no upload.
  let admitted = false;
  const admit = async () => {
    if (admitted) return;
    await uploads.admit(userId, userType);
    admitted = true;
  };
  try {
    await collectParts(request, slots, invalidTypeMessage, body, path.join(deps.mediaDir, INCOMING), admit);
    const size = Object.values(body.files).reduce((sum, f) => sum + f.size, 0);
    await uploads.checkQuota(userId, userType, size);
  } catch (err) {
    await discard(body);
    // busboy's own failures (a truncated body, a bad boundary) carry no status: they are the client's.
    if (err instanceof HttpError || (err as { statusCode?: number }).statusCode) throw err;
    throw badRequest('Malformed multipart body.');
  } finally {
    if (admitted) uploads.done(userId);
  }
  // Whatever the handler does not store is removed once the answer has gone.
  request.uploadedFiles.push(...Object.values(body.files));
  return body;
}

async function collectParts(
  request: FastifyRequest,
  slots: Record<string, UploadRule>,
  invalidTypeMessage: string,
  body: MultipartBody,
  incoming: string,
  admit: () => Promise<void>,
) {
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      body.fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      continue;
    }
    const rule = slots[part.fieldname];
    if (!rule) {
      part.file.resume();
      throw badRequest(invalidTypeMessage);
    }
    if (body.files[part.fieldname]) throw badRequest(`Only one file may be sent as ${part.fieldname}.`);
    await admit();
    await fs.mkdir(incoming, { recursive: true });
    const tempPath = path.join(incoming, crypto.randomBytes(16).toString('hex'));
    // Registered before writing, so a failure part-way still removes the temporary file.
    const file: UploadedFile = { tempPath, size: 0, kind: { mime: '', ext: '', category: 'text' }, filename: '', field: part.fieldname };
    body.files[part.fieldname] = file;
    let head = Buffer.alloc(0);
    let kind: FileKind | null = null;
    const decide = () => {
      kind = sniffFile(head);
      if (!kind || !rule.accept(kind)) throw badRequest(invalidTypeMessage);
    };
    const check = new Transform({
      transform(chunk: Buffer, _enc, done) {
        file.size += chunk.length;
        if (file.size > rule.maxBytes) return done(tooLarge(rule));
        try {
          if (!kind && head.length < SNIFF_BYTES) {
            head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
            if (head.length >= SNIFF_BYTES) decide();
          }
        } catch (err) {
          return done(err as Error);
        }
        done(null, chunk);
      },
      flush(done) {
        try {
          if (file.size === 0) throw badRequest('The file is empty.');
          if (!kind) decide();
          done();
        } catch (err) {
          done(err as Error);
        }
      },
    });
    await pipeline(part.file, check, createWriteStream(tempPath, { flags: 'wx' }));
    // busboy stops at the global limit without an error when told not to throw; treat it as too large.
    if (part.file.truncated) throw tooLarge(rule);
    const detected = kind as FileKind | null;
    if (!detected) throw badRequest(invalidTypeMessage);
    file.kind = detected;
    file.filename = nameForKind(part.filename, detected.ext);
  }
}

async function discard(body: MultipartBody) {
  await Promise.all(Object.values(body.files).map((f) => fs.rm(f.tempPath, { force: true })));
}

/**
 * Removes what a crash left of uploads in flight (`media/.incoming/`), at start. A process that has
 * the data folder to itself removes every file; where other processes may share it (an external
 * database), only files untouched for `idleMs`, since an upload still streaming writes to its file.
 */
export async function clearIncomingUploads(mediaDir: string, idleMs: number): Promise<number> {
  const dir = path.join(mediaDir, INCOMING);
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const before = Date.now() - idleMs;
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat || (idleMs > 0 && stat.mtimeMs > before)) continue;
    await fs.rm(file, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

/** Removes the temporary files of a request's uploads that were not stored (a no-op for stored ones). */
export async function removeTemporaryUploads(files: UploadedFile[]): Promise<void> {
  await Promise.all(files.map((f) => fs.rm(f.tempPath, { force: true })));
}

/**
 * Stores an uploaded file (media/store.ts) and records it; returns its key, `2026/<32 hex>/<its
 * name>`: the random folder is what nobody can guess, the name (file-names.ts) what its link shows.
 */
export async function storeFile(db: Db, store: MediaStore, file: UploadedFile, ownerId: number | null): Promise<string> {
  const key = newMediaKey(new Date().getUTCFullYear(), crypto.randomBytes(16).toString('hex'), file.filename, file.kind.ext);
  await store.put(key, file.tempPath, file.size, file.kind.mime);
  try {
    await db.insert(mediaFiles).values({ key, originalName: file.filename, contentType: file.kind.mime, size: file.size, ownerId });
  } catch (e) {
    await store.remove([key]);
    throw e;
  }
  return key;
}

/** Forgets stored files and deletes their bytes from the store (a replaced document, a deleted message or load). */
export async function removeMediaFiles(db: Db, store: MediaStore, keys: Array<string | null | undefined>): Promise<void> {
  const present = keys.filter((k): k is string => Boolean(k) && isMediaKey(k as string));
  if (present.length === 0) return;
  await db.execute(sql`delete from media_files where key = any(${sql.param(present)}::text[])`);
  await store.remove(present);
}
