import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { mediaFiles } from '../db/schema';
import { HttpError, badRequest } from '../lib/http-errors';
import { sniffFile, type FileKind, type UploadRule } from './sniff';

export type UploadedFile = { buffer: Buffer; kind: FileKind; filename: string; field: string };
export type MultipartBody = { fields: Record<string, string>; files: Record<string, UploadedFile> };

/** The largest any slot accepts; each slot's own limit is checked after reading. */
export const MULTIPART_LIMITS = { fileSize: 25 * 1024 * 1024, files: 4, fields: 30, fieldSize: 64 * 1024, parts: 40 };

const KEY_PATTERN = /^[0-9]{4}\/[0-9a-f]{32}\.[a-z0-9]{2,5}$/;
export const isMediaKey = (key: string) => KEY_PATTERN.test(key);

function safeName(name: string | undefined, fallbackExt: string): string {
  const cleaned = (name ?? '').replace(/[\u0000-\u001f\u007f/\\"]/g, '').trim().slice(0, 200);
  return cleaned || `file.${fallbackExt}`;
}

/**
 * Reads a multipart body whole before anything is stored, so a bad part changes nothing.
 * `slots` names the file fields this call accepts and the rule each must pass.
 */
export async function readMultipart(
  request: FastifyRequest,
  slots: Record<string, UploadRule>,
  invalidTypeMessage = 'Invalid document type.',
): Promise<MultipartBody> {
  if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data.');
  const body: MultipartBody = { fields: {}, files: {} };
  try {
    await collectParts(request, slots, invalidTypeMessage, body);
  } catch (err) {
    // busboy's own failures (a truncated body, a bad boundary) carry no status: they are the client's.
    if (err instanceof HttpError || (err as { statusCode?: number }).statusCode) throw err;
    throw badRequest('Malformed multipart body.');
  }
  return body;
}

async function collectParts(request: FastifyRequest, slots: Record<string, UploadRule>, invalidTypeMessage: string, body: MultipartBody) {
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
    const buffer = await part.toBuffer();
    if (buffer.length === 0) throw badRequest('The file is empty.');
    if (buffer.length > rule.maxBytes) throw new HttpError(413, `The file is too large (at most ${Math.round(rule.maxBytes / 1048576)} MB).`);
    const kind = sniffFile(buffer);
    if (!kind || !rule.accept(kind)) throw badRequest(invalidTypeMessage);
    body.files[part.fieldname] = { buffer, kind, filename: safeName(part.filename, kind.ext), field: part.fieldname };
  }
}

/** Writes a file under a server-made name and records it; returns its key. */
export async function storeFile(db: Db, mediaDir: string, file: UploadedFile, ownerId: number | null): Promise<string> {
  const key = `${new Date().getUTCFullYear()}/${crypto.randomBytes(16).toString('hex')}.${file.kind.ext}`;
  const target = path.join(mediaDir, key);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.writeFile(target, file.buffer, { flag: 'wx' });
  try {
    await db.insert(mediaFiles).values({ key, originalName: file.filename, contentType: file.kind.mime, size: file.buffer.length, ownerId });
  } catch (e) {
    await fs.rm(target, { force: true });
    throw e;
  }
  return key;
}
