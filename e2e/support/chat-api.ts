import { expect, type APIRequestContext } from '@playwright/test';
import { ApiPaths, type Contact, type Message } from '@haulboard/shared/contracts';
import { apiLogin, apiUrl } from './api';
import { ADMIN, DISPATCHER_PASSWORD, DRIVER } from './env';

/** A demo user the administrator can chat with, and how they sign in (server/src/seed/demo.ts). */
export type ChatPeer = { first_name: string; last_name: string; login: string; password: string };

/** The seed's driver number `index` (0-based) signs in with the phone +1 555 0101 + index. */
const driver = (index: number, first_name: string, last_name: string): ChatPeer => ({
  first_name,
  last_name,
  login: `+1 555 ${String(101 + index).padStart(4, '0')}`,
  password: DRIVER.password,
});
const dispatcher = (first_name: string, last_name: string): ChatPeer => ({
  first_name,
  last_name,
  login: `${first_name}.${last_name}@haulboard.local`.toLowerCase(),
  password: DISPATCHER_PASSWORD,
});

/**
 * One demo user per test, so no test finds another's messages in its conversation. None of them has a demo conversation, and none shares a first name with
 * another user (the list shows first names). Not Kevin Park: the recovery test resets
 * his password.
 */
export const PEERS = {
  emoji: driver(2, 'Robert', 'Nguyen'),
  camera: driver(5, 'William', 'Brooks'),
  voice: driver(7, 'Patricia', 'Walker'),
  failedSend: driver(12, 'Angela', 'Price'),
  live: dispatcher('Tanya', 'Brooks'),
  liveOther: driver(13, 'Brian', 'Kowalski'),
  twoTabs: driver(14, 'Carlos', 'Mendoza'),
  reconnect: driver(15, 'Steven', 'Wright'),
  axe: driver(18, 'Denise', 'Coleman'),
  // Two people at the top of the list, told apart in the panel (dashboard-chat.spec.ts) and on a phone (chat-phone.spec.ts).
  panelFirst: driver(17, 'Gary', 'Olson'),
  panelSecond: driver(19, 'Luis', 'Hernandez'),
  phoneFirst: driver(23, 'Frank', 'Russo'),
  phoneSecond: driver(24, 'Dwayne', 'Jackson'),
  redeploy: driver(20, 'Raymond', 'Fischer'),
} as const satisfies Record<string, ChatPeer>;

/** The contracts' types: what the chat screens read. */
export type ChatContact = Contact;
export type ChatMessage = Message;

/** The chat API as one signed-in user calls it (spec part 1 section 7). */
export class ChatApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  static async signIn(request: APIRequestContext, login: string, password: string): Promise<ChatApi> {
    const { access_token } = await apiLogin(request, login, password);
    return new ChatApi(request, access_token);
  }

  static admin = (request: APIRequestContext) => ChatApi.signIn(request, ADMIN.email, ADMIN.password);
  static as = (request: APIRequestContext, peer: ChatPeer) => ChatApi.signIn(request, peer.login, peer.password);

  private get headers() {
    return { authorization: `Bearer ${this.token}` };
  }

  async contacts(): Promise<ChatContact[]> {
    const res = await this.request.get(apiUrl(ApiPaths.chatList), { headers: this.headers });
    expect(res.status(), 'GET /api/chat/list/').toBe(200);
    return (await res.json()) as ChatContact[];
  }

  /** The id of a contact by full name (or of the administrator, for `'admin'`). */
  async contactId(who: { first_name: string; last_name: string } | 'admin'): Promise<number> {
    const list = await this.contacts();
    const found = list.find((c) =>
      who === 'admin' ? c.user.user_type === 'admin' : c.user.first_name === who.first_name && c.user.last_name === who.last_name,
    );
    expect(found, `contact ${who === 'admin' ? 'admin' : `${who.first_name} ${who.last_name}`}`).toBeTruthy();
    return found!.user.id;
  }

  /** Sum of the unread counts: the total the shell shows. */
  async unreadTotal(): Promise<number> {
    return (await this.contacts()).reduce((sum, c) => sum + c.unread_count, 0);
  }

  /** GET /api/messages/{id}/ (this marks the conversation read for this user). */
  async messages(contactId: number): Promise<ChatMessage[]> {
    const res = await this.request.get(apiUrl(ApiPaths.messages(contactId)), { headers: this.headers });
    expect(res.status(), `GET /api/messages/${contactId}/`).toBe(200);
    return (await res.json()) as ChatMessage[];
  }

  async send(contactId: number, text: string): Promise<ChatMessage> {
    const res = await this.request.post(apiUrl(ApiPaths.messages(contactId)), { headers: this.headers, multipart: { message: text } });
    expect(res.status(), `POST /api/messages/${contactId}/`).toBe(201);
    return (await res.json()) as ChatMessage;
  }

  async delete(messageId: number): Promise<void> {
    const res = await this.request.delete(apiUrl(ApiPaths.deleteMessage(messageId)), { headers: this.headers });
    expect(res.status(), `DELETE message ${messageId}`).toBe(204);
  }
}

/**
 * Each peer writes the administrator a message, the last one last: they are then the top of
 * the administrator's list, newest first. Answers the messages in the order sent.
 */
export async function writeToAdmin(request: APIRequestContext, peers: readonly ChatPeer[], label: string): Promise<ChatMessage[]> {
  const sent: ChatMessage[] = [];
  for (const peer of peers) {
    const api = await ChatApi.as(request, peer);
    sent.push(await api.send(await api.contactId('admin'), uniqueText(`${label} from ${peer.first_name}`)));
  }
  return sent;
}

/** A unique text per call, so a test finds its own message among those of earlier runs' tests. */
export const uniqueText = (label: string) => `${label} ${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
