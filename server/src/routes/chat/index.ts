import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiPaths,
  ChatUnreadSchema,
  ContactListSchema,
  ContactsQuerySchema,
  IdSchema,
  MessageIdParamsSchema,
  MessageListSchema,
  MessageSchema,
  MessagesQuerySchema,
  NoContentSchema,
  SendMessageFieldsSchema,
  apiRoute,
} from '@haulboard/shared/contracts';
import { UploadRules } from '../../media/sniff';
import { readMultipart } from '../../media/storage';
import { ALL_ROLES } from '../../plugins/auth';
import { ChatHub } from './hub';
import { sendMessage, type SendBody } from './send-message';
import { deleteMessage, getChatUnread, getContactList, getMessages, markMessagesRead, type ChatDeps } from './service';
import { sendJsonText } from '../../lib/json-stream';
import { createContactList } from './contact-list';
import { registerChatSocket } from './socket';

const ContactParamsSchema = z.object({ contactId: IdSchema });
const CHAT_ROUTE = { roles: ALL_ROLES };
const INVALID_FILE = 'This file type is not allowed.';

/** A send's body: multipart (text fields and files, checked as they stream in) or JSON (text only). */
async function readSendBody(request: FastifyRequest): Promise<SendBody> {
  if (!request.isMultipart()) return { fields: request.body, files: {} };
  const body = await readMultipart(
    request,
    { document: UploadRules.chatDocument, camera_media: UploadRules.image, voice_note: UploadRules.voice },
    INVALID_FILE,
  );
  return { fields: body.fields, files: body.files };
}

export async function chatRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, media, store, databaseUrl } = app.deps;
  const hub = new ChatHub(db, databaseUrl, media, app.log);
  app.addHook('onClose', async () => hub.stop());
  const deps: ChatDeps = { db, media, store, hub, contacts: createContactList({ db, media }) };

  app.get(
    apiRoute(ApiPaths.chatList),
    { config: CHAT_ROUTE, schema: { querystring: ContactsQuerySchema, response: { 200: ContactListSchema } } },
    async (request, reply) => sendJsonText(reply, await getContactList(deps, request.session.id, request.query)),
  );

  app.get(apiRoute(ApiPaths.chatUnread), { config: CHAT_ROUTE, schema: { response: { 200: ChatUnreadSchema } } }, async (request) =>
    getChatUnread(deps, request.session.id),
  );

  app.get(
    apiRoute(ApiPaths.messages, 'contactId'),
    { config: CHAT_ROUTE, schema: { params: ContactParamsSchema, querystring: MessagesQuerySchema, response: { 200: MessageListSchema } } },
    async (request) => getMessages(deps, request.session.id, request.params.contactId, request.query),
  );

  app.post(
    apiRoute(ApiPaths.markRead, 'contactId'),
    { config: CHAT_ROUTE, schema: { params: ContactParamsSchema, response: { 204: NoContentSchema } } },
    async (request, reply) => {
      await markMessagesRead(deps, request.session.id, request.params.contactId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    apiRoute(ApiPaths.messages, 'contactId'),
    // The body schema covers JSON sends; a multipart body is read and checked by the use case.
    {
      config: CHAT_ROUTE,
      schema: { params: ContactParamsSchema, body: SendMessageFieldsSchema.nullish(), response: { 200: MessageSchema, 201: MessageSchema } },
    },
    async (request, reply) => {
      const sent = await sendMessage(deps, request.session.id, request.params.contactId, () => readSendBody(request));
      return reply.status(sent.status).send(sent.message);
    },
  );

  app.delete(
    apiRoute(ApiPaths.deleteMessage, 'messageId'),
    // Message ids are bigints: MessageIdParamsSchema takes any safe integer, IdSchema stops at 2^31.
    { config: CHAT_ROUTE, schema: { params: MessageIdParamsSchema, response: { 204: NoContentSchema } } },
    async (request, reply) => {
      await deleteMessage(deps, request.session.id, request.params.messageId, request.log);
      return reply.status(204).send(null);
    },
  );

  registerChatSocket(app, hub);
}
