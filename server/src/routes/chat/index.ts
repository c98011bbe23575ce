import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChatClientFrameSchema,
  IdSchema,
  MessageIdParamsSchema,
  ContactsQuerySchema,
  MessagesQuerySchema,
  SendMessageFieldsSchema,
  type ChatUnread,
  type SendMessageFields,
} from '@haulboard/shared/contracts';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../../lib/http-errors';
import { UploadRules } from '../../media/sniff';
import { readMultipart, removeMediaFiles, storeFile, type UploadedFile } from '../../media/storage';
import { ALL_ROLES } from '../../plugins/auth';
import { isDatabaseUnavailable } from '../../plugins/errors';
import { ChatHub } from './hub';
import {
  contactExists,
  deleteSentMessage,
  findSentMessage,
  findVisibleMessage,
  countContacts,
  countUnread,
  getContacts,
  getConversation,
  getUnreadCounts,
  insertMessage,
  markConversationRead,
  touchLastSeen,
  type MessageRow,
} from './repository';
import { toContact, toMessage } from './serialize';

const ContactParamsSchema = z.object({ contactId: IdSchema });
const CONTACTS_PAGE_SIZE = 50;
const CHAT_ROUTE = { roles: ALL_ROLES };
const CONTACT_NOT_FOUND = 'Contact not found.';
const EMPTY_SEND = 'A message needs text, a file or a voice note.';
const INVALID_FILE = 'This file type is not allowed.';
const WS_UNAUTHORIZED = 4401;
const WS_TRY_AGAIN_LATER = 1013;

/** PostgreSQL's foreign-key violation, raw or wrapped by drizzle. */
function isFkViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23503' || e?.cause?.code === '23503';
}

function parseFields(fields: unknown): SendMessageFields {
  const parsed = SendMessageFieldsSchema.safeParse(fields ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  // The length rule carries its own sentence; zod's generic wording gets the field name in front.
  if (issue?.code === 'too_big' && issue.path[0] === 'message') throw badRequest(issue.message);
  throw badRequest(`${issue?.path.map(String).join('.') || 'body'}: ${issue?.message ?? 'is invalid'}`);
}

export async function chatRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, media, mediaDir, databaseUrl } = app.deps;
  const hub = new ChatHub(db, databaseUrl, media, app.log);
  app.addHook('onClose', async () => hub.stop());

  async function requireContact(me: number, contactId: number) {
    if (!(await contactExists(db, me, contactId))) throw notFound(CONTACT_NOT_FOUND);
  }

  /** Marks the contact's messages read; tells the caller's sockets (every tab, every process) if that changed anything. */
  async function markRead(me: number, contactId: number) {
    if ((await markConversationRead(db, me, contactId)) === 0) return;
    const counts = await getUnreadCounts(db, me, contactId);
    await hub.publish({ t: 'unread', u: me, c: contactId, n: counts.unread_count, total: counts.total_unread });
  }

  app.get('/chat/list/', { config: CHAT_ROUTE, schema: { querystring: ContactsQuerySchema } }, async (request) => {
    const me = request.session.id;
    const { page, page_size } = request.query;
    if (page === undefined && page_size === undefined) {
      const rows = await getContacts(db, me);
      return rows.map((row) => toContact(row, media));
    }
    // A page for long contact lists: 1,000 contacts are 173 KiB in one answer.
    const size = page_size ?? CONTACTS_PAGE_SIZE;
    const [rows, count] = await Promise.all([getContacts(db, me, { limit: size, offset: ((page ?? 1) - 1) * size }), countContacts(db, me)]);
    return { count, results: rows.map((row) => toContact(row, media)) };
  });

  // The shell's unread badge on every screen: one count instead of the whole contact list.
  app.get('/chat/unread/', { config: CHAT_ROUTE }, async (request): Promise<ChatUnread> => ({ total: await countUnread(db, request.session.id) }));

  app.get('/messages/:contactId/', { config: CHAT_ROUTE, schema: { params: ContactParamsSchema, querystring: MessagesQuerySchema } }, async (request) => {
    const me = request.session.id;
    const { contactId } = request.params;
    await requireContact(me, contactId);
    await markRead(me, contactId);
    const rows = await getConversation(db, me, contactId, request.query);
    return rows.map((row) => toMessage(row, media));
  });

  app.post('/messages/:contactId/read/', { config: CHAT_ROUTE, schema: { params: ContactParamsSchema } }, async (request, reply) => {
    const me = request.session.id;
    const { contactId } = request.params;
    await requireContact(me, contactId);
    await markRead(me, contactId);
    return reply.status(204).send();
  });

  app.post(
    '/messages/:contactId/',
    // The body schema covers JSON sends; a multipart body is read and checked in the handler.
    { config: CHAT_ROUTE, schema: { params: ContactParamsSchema, body: SendMessageFieldsSchema.nullish() } },
    async (request, reply) => {
      const me = request.session.id;
      const { contactId } = request.params;
      await requireContact(me, contactId);

      let fields: SendMessageFields;
      let files: Record<string, UploadedFile> = {};
      if (request.isMultipart()) {
        const body = await readMultipart(
          request,
          { document: UploadRules.chatDocument, camera_media: UploadRules.image, voice_note: UploadRules.voice },
          INVALID_FILE,
        );
        fields = parseFields(body.fields);
        files = body.files;
      } else {
        fields = parseFields(request.body);
      }
      const text = fields.message.trim();
      const clientId = fields.client_id ?? null;
      if (!text && Object.keys(files).length === 0) throw badRequest(EMPTY_SEND);

      const answerStored = (row: MessageRow) => {
        // The same client id for another conversation is a client bug, not a retry.
        if (row.receiver_id !== contactId) throw conflict('This client_id was already used for another message.');
        return reply.status(200).send(toMessage(row, media));
      };
      if (clientId) {
        const stored = await findSentMessage(db, me, clientId);
        if (stored) return answerStored(stored);
      }

      const keys: Record<string, string | null> = { document: null, camera_media: null, voice_note: null };
      let row: MessageRow | null = null;
      try {
        for (const [field, file] of Object.entries(files)) keys[field] = await storeFile(db, mediaDir, file, me);
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
            await removeMediaFiles(db, mediaDir, Object.values(keys)).catch(() => {});
            return answerStored(stored);
          }
        }
      } catch (err) {
        await removeMediaFiles(db, mediaDir, Object.values(keys)).catch(() => {});
        // The contact was removed between the check and the insert.
        if (isFkViolation(err)) throw notFound(CONTACT_NOT_FOUND);
        throw err;
      }
      if (!row) throw new HttpError(409, 'The message could not be stored; send it again.');
      await hub.publish({ t: 'created', id: row.id, s: me, r: contactId });
      return reply.status(201).send(toMessage(row, media));
    },
  );

  app.delete('/chat/message/:messageId/delete/', { config: CHAT_ROUTE, schema: { params: MessageIdParamsSchema } }, async (request, reply) => {
    const me = request.session.id;
    const { messageId } = request.params;
    const deleted = await deleteSentMessage(db, messageId, me);
    if (!deleted) {
      const visible = await findVisibleMessage(db, messageId, me);
      if (!visible) throw notFound('Message not found.');
      throw forbidden('You can only delete messages you sent.');
    }
    await removeMediaFiles(db, mediaDir, [deleted.document_key, deleted.voice_note_key, deleted.camera_media_key]).catch((err) =>
      request.log.warn({ err }, 'could not remove a deleted message’s files'),
    );
    await hub.publish({ t: 'deleted', id: deleted.id, s: deleted.sender_id, r: deleted.receiver_id, unread: !deleted.is_read });
    return reply.status(204).send();
  });

  // Browsers cannot put an Authorization header on a WebSocket, so the access token comes in the
  // query string and is checked here; the route itself is public to the bearer-token hook.
  app.route({
    method: 'GET',
    url: '/ws',
    config: { public: true },
    // A plain GET (no upgrade) gets a clear answer instead of an empty 404.
    handler: async () => {
      throw new HttpError(426, 'Connect to this address with a WebSocket.');
    },
    wsHandler: (socket, request) => {
      const token = (request.query as { token?: unknown }).token;
      const ready = (async () => {
        if (typeof token !== 'string' || !token) throw new Error('no token');
        const session = await app.authenticateToken(token);
        await hub.listen();
        if (socket.readyState !== socket.OPEN) return null;
        hub.add(session.id, socket);
        void touchLastSeen(db, session.id).catch(() => {});
        // The socket lives no longer than its token: the client reconnects with a fresh one.
        const exp = (app.jwt.decode<{ exp?: number }>(token)?.exp ?? 0) * 1000;
        const expiry = setTimeout(() => socket.close(WS_UNAUTHORIZED, 'Token expired.'), Math.min(2 ** 31 - 1, Math.max(0, exp - Date.now())));
        expiry.unref();
        socket.once('close', () => {
          clearTimeout(expiry);
          hub.remove(session.id, socket);
          void touchLastSeen(db, session.id).catch(() => {});
        });
        return session;
      })();
      // A database outage is no bad token: 1013 (try again later) keeps the client signed in and reconnecting.
      ready.catch((err) =>
        isDatabaseUnavailable(err)
          ? socket.close(WS_TRY_AGAIN_LATER, 'The database is unavailable.')
          : socket.close(WS_UNAUTHORIZED, 'Token is invalid or expired.'),
      );
      // Attached at once so no frame is lost while the token is checked; answered once it is.
      socket.on('message', (data, isBinary) => {
        void ready
          .then((session) => {
            if (!session || isBinary) return;
            let frame: unknown;
            try {
              frame = JSON.parse(data.toString());
            } catch {
              return;
            }
            if (ChatClientFrameSchema.safeParse(frame).success && socket.readyState === socket.OPEN) socket.send(JSON.stringify({ type: 'pong' }));
          })
          .catch(() => {});
      });
    },
  });
}
