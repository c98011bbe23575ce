import { SendMessageFieldsSchema, type Message, type SendMessageFields } from '@haulboard/shared/contracts';
import { isForeignKeyViolation } from '../../db/errors';
import { HttpError, badRequest, conflict, notFound } from '../../lib/http-errors';
import { removeMediaFiles, storeFile, type UploadedFile } from '../../media/storage';
import { toMessage } from './answers';
import { findSentMessage, insertMessage, type MessageRow } from './repository';
import { CONTACT_NOT_FOUND, requireContact, type ChatDeps } from './service';

const EMPTY_SEND = 'A message needs text, a file or a voice note.';

/** A send as it came: its text fields unchecked (multipart fields or a JSON body), its files stored aside. */
export type SendBody = { fields: unknown; files: Record<string, UploadedFile> };

/** A stored message and how it was answered: 201 when this call stored it, 200 when a retry found it stored. */
export type SentMessage = { status: 200 | 201; message: Message };

function parseFields(fields: unknown): SendMessageFields {
  const parsed = SendMessageFieldsSchema.safeParse(fields ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  // The length rule carries its own sentence; zod's generic wording gets the field name in front.
  if (issue?.code === 'too_big' && issue.path[0] === 'message') throw badRequest(issue.message);
  throw badRequest(`${issue?.path.map(String).join('.') || 'body'}: ${issue?.message ?? 'is invalid'}`);
}

/**
 * Sends a message to a contact. A client id makes the send idempotent: a retry answers the stored
 * message (200) instead of storing it twice. `readBody` is called once the contact is known to
 * exist and not be deactivated, so a send to nobody is refused before its files are read.
 */
export async function sendMessage(deps: ChatDeps, me: number, contactId: number, readBody: () => Promise<SendBody>): Promise<SentMessage> {
  const { db, media, store, hub } = deps;
  await requireContact(deps, me, contactId, true);

  const body = await readBody();
  const fields = parseFields(body.fields);
  const files = body.files;
  const text = fields.message.trim();
  const clientId = fields.client_id ?? null;
  if (!text && Object.keys(files).length === 0) throw badRequest(EMPTY_SEND);

  const answerStored = (row: MessageRow): SentMessage => {
    // The same client id for another conversation is a client bug, not a retry.
    if (row.receiver_id !== contactId) throw conflict('This client_id was already used for another message.');
    return { status: 200, message: toMessage(row, media) };
  };
  if (clientId) {
    const stored = await findSentMessage(db, me, clientId);
    if (stored) return answerStored(stored);
  }

  const keys: Record<string, string | null> = { document: null, camera_media: null, voice_note: null };
  let row: MessageRow | null = null;
  try {
    for (const [field, file] of Object.entries(files)) keys[field] = await storeFile(db, store, file, me);
    // A concurrent send with the same client id may win the insert; ours then answers the stored one.
    for (let attempt = 0; attempt < 3 && !row; attempt += 1) {
      row = await insertMessage(db, {
        senderId: me,
        receiverId: contactId,
        message: text,
        documentKey: keys.document,
        documentName: files.document ? files.document.filename || 'Document' : null,
        voiceNoteKey: keys.voice_note,
        voiceNoteName: files.voice_note ? 'Voice Note' : null,
        cameraMediaKey: keys.camera_media,
        cameraMediaName: files.camera_media ? 'Camera Media' : null,
        clientId,
      });
      if (row || !clientId) break;
      const stored = await findSentMessage(db, me, clientId);
      if (stored) {
        await removeMediaFiles(db, store, Object.values(keys)).catch(() => {});
        return answerStored(stored);
      }
    }
  } catch (err) {
    await removeMediaFiles(db, store, Object.values(keys)).catch(() => {});
    // The contact was removed between the check and the insert.
    if (isForeignKeyViolation(err)) throw notFound(CONTACT_NOT_FOUND);
    throw err;
  }
  if (!row) throw new HttpError(409, 'The message could not be stored; send it again.');
  await hub.publish({ t: 'created', id: row.id, s: me, r: contactId });
  return { status: 201, message: toMessage(row, media) };
}
