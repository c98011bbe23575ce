import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../lib/http-errors';
import type { MediaSigner } from '../../media/signing';
import { isMediaKey, nameForKind } from '../../media/file-names';
import type { MediaStore } from '../../media/store';
import { findMediaFile } from './repository';

export type MediaDeps = { db: Db; media: MediaSigner; store: MediaStore };

/** A stored file to answer: its bytes, its type and size, and the name it is offered under. */
export type MediaFile = { body: Readable; contentType: string; size: number; name: string };

/**
 * The file a signed media URL names; 403 for a bad or expired signature, 404 for no such file.
 * Served through this process whichever store holds it (see server/README.md, "Object storage").
 */
export async function getMediaFile({ db, media, store }: MediaDeps, key: string, exp: string | undefined, sig: string | undefined): Promise<MediaFile> {
  if (!isMediaKey(key)) throw notFound();
  if (!media.verify(key, exp, sig)) throw forbidden('This link has expired or is not valid.');
  const row = await findMediaFile(db, key);
  const body = row ? await store.open(key) : null;
  if (!row || !body) throw notFound();
  // The key's extension is the detected kind's (or one of its own, `.JPEG`): the offered name ends in it too, whatever the uploader called the file.
  return { body, contentType: row.contentType, size: row.size, name: nameForKind(row.originalName, path.extname(key).slice(1).toLowerCase()) };
}
