import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { CHAT_TEXT_MAX, ChatUnreadSchema, ContactListSchema, ContactPageSchema, ContactSchema, MessageSchema, type Message } from '@haulboard/shared/contracts';
import { buildTestApp, createUser, multipart, samples, type TestContext, type TestUser } from '../../../test/build';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

type Part = Parameters<typeof multipart>[0][number];

const send = (from: TestUser, to: number, parts: Part[]) => {
  const body = multipart(parts);
  return ctx.app.inject({ method: 'POST', url: `/api/messages/${to}/`, payload: body.payload, headers: { ...from.headers, ...body.headers } });
};
const sendText = async (from: TestUser, to: number, text: string) => {
  const res = await send(from, to, [{ name: 'message', value: text }]);
  expect(res.statusCode).toBe(201);
  return MessageSchema.parse(res.json());
};
const getList = async (user: TestUser) => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/chat/list/', headers: user.headers });
  expect(res.statusCode).toBe(200);
  return ContactSchema.array().parse(res.json());
};
const getMessages = (user: TestUser, contact: number, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/messages/${contact}/${query}`, headers: user.headers });
const deleteMessage = (user: TestUser, id: number) => ctx.app.inject({ method: 'DELETE', url: `/api/chat/message/${id}/delete/`, headers: user.headers });

async function counts() {
  const { rows } = await ctx.db.execute<{ messages: number; media: number }>(
    sql`select (select count(*) from messages)::int as messages, (select count(*) from media_files)::int as media`,
  );
  return rows[0];
}
function storedFiles(): number {
  const dir = ctx.deps.mediaDir;
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { recursive: true }).filter((f) => fs.statSync(path.join(dir, String(f))).isFile()).length;
}

describe('GET /api/chat/list/', () => {
  it('pages the same order when asked: page 2 of 2 holds the rest, and the count is every contact', async () => {
    const me = await createUser(ctx, 'admin');
    const buddy = await createUser(ctx, 'driver', { firstName: 'Buddy' });
    await sendText(buddy, me.id, 'paging test');
    const full = await getList(me);
    const page = (n: number) => ctx.app.inject({ method: 'GET', url: `/api/chat/list/?page=${n}&page_size=2`, headers: me.headers });
    const first = ContactPageSchema.parse((await page(1)).json());
    expect(first.count).toBe(full.length);
    expect(first.results.map((c) => c.user.id)).toEqual(full.slice(0, 2).map((c) => c.user.id));
    expect(first.results[0].user.id).toBe(buddy.id);
    const last = Math.ceil(full.length / 2);
    const tail = ContactPageSchema.parse((await page(last)).json());
    expect(tail.results.map((c) => c.user.id)).toEqual(full.slice((last - 1) * 2).map((c) => c.user.id));
    expect(ContactPageSchema.parse((await page(last + 1)).json()).results).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/chat/list/?page_size=0', headers: me.headers })).statusCode).toBe(400);
  });

  it('searches first and last names in any case, in the list order, paged or whole; a search too long is refused', async () => {
    const me = await createUser(ctx, 'admin');
    const tag = `Qz${Date.now().toString(36)}`;
    const talked = await createUser(ctx, 'driver', { firstName: `${tag}ara`, lastName: 'Stone' });
    const quiet = await createUser(ctx, 'dispatcher', { firstName: 'Lee', lastName: `${tag}ine` });
    await createUser(ctx, 'driver', { firstName: 'Other', lastName: 'Person' });
    await sendText(talked, me.id, 'search test');
    const list = (query: string) => ctx.app.inject({ method: 'GET', url: `/api/chat/list/?${query}`, headers: me.headers });

    // The one talked with first, as in the whole list; the other by name; nobody else.
    const page = ContactPageSchema.parse((await list(`page=1&page_size=50&search=${tag.toUpperCase()}`)).json());
    expect(page.count).toBe(2);
    expect(page.results.map((c) => c.user.id)).toEqual([talked.id, quiet.id]);
    expect(page.results[0].last_message).toBe('search test');
    // A first and last name together, and the plain array when no paging is asked.
    const whole = ContactListSchema.parse((await list(`search=${encodeURIComponent(`${tag}ara stone`)}`)).json());
    expect(Array.isArray(whole) && whole.map((c) => c.user.id)).toEqual([talked.id]);
    expect(ContactPageSchema.parse((await list(`page=1&search=nobody-${tag}`)).json())).toEqual({ count: 0, results: [] });
    const tooLong = await list(`search=${'x'.repeat(101)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().detail).toEqual(expect.any(String));
  });

  it('lists every other user with previews, unread counts, newest conversation first, then by first name', async () => {
    const me = await createUser(ctx, 'admin');
    const bob = await createUser(ctx, 'driver', { firstName: 'Bob' });
    const cat = await createUser(ctx, 'dispatcher', { firstName: 'Cat' });
    const eve = await createUser(ctx, 'driver', { firstName: 'Eve' });
    const zed = await createUser(ctx, 'driver', { firstName: 'zed' });
    const amy = await createUser(ctx, 'driver', { firstName: 'Amy' });
    const gone = await createUser(ctx, 'driver', { firstName: 'Gone' });
    await sendText(gone, me.id, 'from a deleted user');
    await ctx.db.execute(sql`update users set deleted_at = now() where id = ${gone.id}`);

    await sendText(bob, me.id, 'hello');
    await sendText(me, bob.id, 'hi bob');
    expect((await send(bob, me.id, [{ name: 'document', filename: 'bol.pdf', content: samples.pdf }])).statusCode).toBe(201);
    expect((await send(cat, me.id, [{ name: 'voice_note', filename: 'voice_note.wav', content: samples.wav }])).statusCode).toBe(201);
    expect((await send(me, eve.id, [{ name: 'camera_media', filename: 'cam.jpg', content: samples.jpg }])).statusCode).toBe(201);

    const list = await getList(me);
    const ids = new Set([bob.id, cat.id, eve.id, zed.id, amy.id]);
    const mine = list.filter((c) => ids.has(c.user.id));
    expect(mine.map((c) => c.user.first_name)).toEqual(['Eve', 'Cat', 'Bob', 'Amy', 'zed']);
    expect(list.some((c) => c.user.id === me.id || c.user.id === gone.id)).toBe(false);

    const [e, c, b, a] = mine;
    expect(e).toMatchObject({ last_message: '[Photo]', unread_count: 0 });
    expect(c).toMatchObject({ last_message: '[Voice Note]', unread_count: 1 });
    expect(c.user.user_type).toBe('dispatcher');
    expect(b).toMatchObject({ last_message: '[Document]', unread_count: 2 });
    expect(a).toMatchObject({ last_message: null, last_message_time: null, unread_count: 0 });
    expect(new Date(e.last_message_time!).getTime()).toBeGreaterThanOrEqual(new Date(c.last_message_time!).getTime());
    // Signed in through the API, so last_seen is set; avatars are null until uploaded.
    expect(b.user.last_seen).not.toBeNull();
    expect(b.user.avatar).toBeNull();
  });

  it('answers a signed avatar URL and a text preview cut to one line-length', async () => {
    const me = await createUser(ctx, 'driver');
    const upload = await send(me, (await createUser(ctx, 'driver')).id, [{ name: 'camera_media', filename: 'a.png', content: samples.png }]);
    const key = /\/api\/media\/([^?]+)/.exec(MessageSchema.parse(upload.json()).camera_media_url!)![1];
    const pic = await createUser(ctx, 'dispatcher', { avatar: key });
    await sendText(pic, me.id, 'x'.repeat(1000));
    const entry = (await getList(me)).find((c) => c.user.id === pic.id)!;
    expect(entry.user.avatar).toMatch(/^\/api\/media\/.+\?exp=\d+&sig=/);
    expect(entry.last_message).toBe('x'.repeat(200));
  });

  it('shows each change on the next call although its shared parts are kept (contact-list.ts)', async () => {
    const me = await createUser(ctx, 'admin');
    const ann = await createUser(ctx, 'driver', { firstName: 'Ann' });
    const entry = async () => (await getList(me)).find((c) => c.user.id === ann.id);
    await getList(me);

    // A rename (the people's version), an avatar, a new user, a sign-in's last_seen (presence), a message and its reading.
    await ctx.db.execute(sql`update users set first_name = 'Annabel' where id = ${ann.id}`);
    expect((await entry())?.user.first_name).toBe('Annabel');
    const upload = await send(me, ann.id, [{ name: 'camera_media', filename: 'a.png', content: samples.png }]);
    const key = /\/api\/media\/([^?]+)/.exec(MessageSchema.parse(upload.json()).camera_media_url!)![1];
    await ctx.db.execute(sql`update users set avatar = ${key} where id = ${ann.id}`);
    expect((await entry())?.user.avatar).toMatch(new RegExp(`^/api/media/${key}\\?exp=`));
    const newcomer = await createUser(ctx, 'dispatcher', { firstName: 'Newcomer' });
    expect((await getList(me)).some((c) => c.user.id === newcomer.id)).toBe(true);
    await ctx.db.execute(sql`update users set last_seen_at = '2031-05-06T07:08:09.010Z' where id = ${ann.id}`);
    expect((await entry())?.user.last_seen).toBe('2031-05-06T07:08:09.010Z');
    await sendText(ann, me.id, 'kept?');
    expect(await entry()).toMatchObject({ last_message: 'kept?', unread_count: 1 });
    expect((await getList(me))[0].user.id).toBe(ann.id);
    expect((await getMessages(me, ann.id)).statusCode).toBe(200);
    expect((await entry())?.unread_count).toBe(0);
    await ctx.db.execute(sql`update users set deleted_at = now() where id = ${ann.id}`);
    expect(await entry()).toBeUndefined();
  });

  it('leaves a deactivated person out, except beside a conversation: there they stay, marked, to read and not to write to (issue 28)', async () => {
    const admin = await createUser(ctx, 'admin');
    const other = await createUser(ctx, 'dispatcher');
    const talked = await createUser(ctx, 'driver', { firstName: 'Talked' });
    const never = await createUser(ctx, 'driver', { firstName: 'Never' });
    await sendText(talked, admin.id, 'Loaded at 7');
    await sendText(admin, talked.id, 'Thanks');
    const entry = async (user: TestUser, id: number) => (await getList(user)).find((c) => c.user.id === id);
    // Read first, so the kept directory must move with the deactivations (migration 0021).
    expect((await entry(admin, never.id))?.user.deactivated_at).toBeNull();
    expect((await entry(other, talked.id))?.user.deactivated_at).toBeNull();

    const deactivate = (id: number, what = 'deactivate') => ctx.app.inject({ method: 'POST', url: `/api/users/${id}/${what}/`, headers: admin.headers });
    for (const id of [talked.id, never.id]) expect((await deactivate(id)).statusCode).toBe(200);
    const kept = await entry(admin, talked.id);
    // What they sent before still waits to be read.
    expect(kept).toMatchObject({ last_message: 'Thanks', unread_count: 1, user: { first_name: 'Talked', deactivated_at: expect.stringMatching(/Z$/) } });
    expect((await getList(admin))[0].user.id).toBe(talked.id);
    expect(await entry(admin, never.id)).toBeUndefined();
    // Someone who never talked with them cannot start a conversation: not listed, and a send is refused.
    expect(await entry(other, talked.id)).toBeUndefined();
    const paged = ContactPageSchema.parse((await ctx.app.inject({ method: 'GET', url: '/api/chat/list/?page_size=200', headers: other.headers })).json());
    expect(paged.count).toBe((await getList(other)).length);

    // The conversation reads; nothing new goes into it, from anyone.
    const read = await getMessages(admin, talked.id);
    expect(read.statusCode).toBe(200);
    expect(
      MessageSchema.array()
        .parse(read.json())
        .map((m) => m.message),
    ).toEqual(['Loaded at 7', 'Thanks']);
    const refused = await send(admin, talked.id, [{ name: 'message', value: 'Still there?' }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('This person has been deactivated: their conversation can be read but not written to.');
    expect((await send(other, never.id, [{ name: 'message', value: 'Hello?' }])).statusCode).toBe(409);

    // Reactivated, they are everyone's contact again.
    expect((await deactivate(never.id, 'reactivate')).statusCode).toBe(200);
    expect((await entry(other, never.id))?.user.deactivated_at).toBeNull();
    await sendText(other, never.id, 'Welcome back');
  });

  it('needs a token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/chat/list/' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/chat/unread/', () => {
  const unread = async (user: TestUser) => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/chat/unread/', headers: user.headers });
    expect(res.statusCode).toBe(200);
    return ChatUnreadSchema.strict().parse(res.json()).total;
  };

  it("answers the caller's unread total: the sum of the list's counts, without the list", async () => {
    const me = await createUser(ctx, 'admin');
    const bob = await createUser(ctx, 'driver');
    const cat = await createUser(ctx, 'dispatcher');
    expect(await unread(me)).toBe(0);

    await sendText(bob, me.id, 'one');
    await sendText(bob, me.id, 'two');
    const third = await sendText(cat, me.id, 'three');
    await sendText(me, bob.id, 'mine, unread by bob');
    expect(await unread(me)).toBe(3);
    expect(await unread(me)).toBe((await getList(me)).reduce((sum, c) => sum + c.unread_count, 0));
    expect(await unread(bob)).toBe(1);

    // Reading a conversation, and deleting an unread message, take them off.
    expect((await getMessages(me, bob.id)).statusCode).toBe(200);
    expect(await unread(me)).toBe(1);
    expect((await deleteMessage(cat, third.id)).statusCode).toBe(204);
    expect(await unread(me)).toBe(0);
  });

  it('no longer counts what a deleted user sent, as the list does not', async () => {
    const me = await createUser(ctx, 'driver');
    const gone = await createUser(ctx, 'driver');
    await sendText(gone, me.id, 'before leaving');
    expect(await unread(me)).toBe(1);
    await ctx.db.execute(sql`update users set deleted_at = now() where id = ${gone.id}`);
    expect(await unread(me)).toBe(0);
  });

  it('needs a token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/chat/unread/' });
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBeTruthy();
  });
});

describe('GET /api/messages/{contactId}/', () => {
  it('answers the conversation oldest first, in both directions, and pages backwards', async () => {
    const a = await createUser(ctx, 'admin');
    const b = await createUser(ctx, 'driver');
    const sent: Message[] = [];
    for (let i = 0; i < 6; i += 1) sent.push(await sendText(i % 2 ? b : a, i % 2 ? a.id : b.id, `m${i}`));

    const all = MessageSchema.array().parse((await getMessages(a, b.id)).json());
    expect(all.map((m) => m.message)).toEqual(['m0', 'm1', 'm2', 'm3', 'm4', 'm5']);
    expect(all[0]).toMatchObject({ sender: a.id, receiver: b.id });
    expect(all[1]).toMatchObject({ sender: b.id, receiver: a.id });
    const theirs = MessageSchema.array().parse((await getMessages(b, a.id)).json());
    expect(theirs.map((m) => m.id)).toEqual(all.map((m) => m.id));

    const newest = MessageSchema.array().parse((await getMessages(a, b.id, '?limit=2')).json());
    expect(newest.map((m) => m.message)).toEqual(['m4', 'm5']);
    const older = MessageSchema.array().parse((await getMessages(a, b.id, `?before=${newest[0].id}&limit=3`)).json());
    expect(older.map((m) => m.message)).toEqual(['m1', 'm2', 'm3']);
    const rest = MessageSchema.array().parse((await getMessages(a, b.id, `?before=${older[0].id}`)).json());
    expect(rest.map((m) => m.message)).toEqual(['m0']);
  });

  it('keeps conversations private: a third user sees none of it and cannot delete it', async () => {
    const a = await createUser(ctx, 'admin');
    const b = await createUser(ctx, 'driver');
    const c = await createUser(ctx, 'dispatcher');
    const m = await sendText(a, b.id, 'between a and b');
    for (const other of [a, b]) {
      const res = await getMessages(c, other.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    }
    const del = await deleteMessage(c, m.id);
    expect(del.statusCode).toBe(404);
    expect(del.json()).toEqual({ detail: 'Message not found.' });
    expect(
      MessageSchema.array()
        .parse((await getMessages(b, a.id)).json())
        .map((x) => x.id),
    ).toEqual([m.id]);
  });

  it('answers 404 for an unknown or deleted contact and for the caller themselves, 400 for a bad id', async () => {
    const a = await createUser(ctx, 'driver');
    const gone = await createUser(ctx, 'driver');
    await ctx.db.execute(sql`update users set deleted_at = now() where id = ${gone.id}`);
    const before = await counts();
    for (const id of [999999, gone.id, a.id]) {
      const res = await getMessages(a, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Contact not found.' });
      const post = await send(a, id, [{ name: 'message', value: 'hi' }]);
      expect(post.statusCode).toBe(404);
      expect(post.json()).toEqual({ detail: 'Contact not found.' });
    }
    for (const url of ['/api/messages/abc/', '/api/messages/0/', '/api/messages/99999999999/', '/api/messages/5/?before=x', '/api/messages/5/?limit=0']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: a.headers });
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().detail).toBe('string');
    }
    expect(await counts()).toEqual(before);
  });

  it('marks what the contact sent as read, and the list unread count follows', async () => {
    const a = await createUser(ctx, 'admin');
    const b = await createUser(ctx, 'driver');
    await sendText(b, a.id, 'one');
    await sendText(b, a.id, 'two');
    const mine = await sendText(a, b.id, 'mine');
    expect((await getList(a)).find((x) => x.user.id === b.id)!.unread_count).toBe(2);

    const read = MessageSchema.array().parse((await getMessages(a, b.id)).json());
    expect(read.filter((m) => m.sender === b.id).every((m) => m.read)).toBe(true);
    expect(read.find((m) => m.id === mine.id)!.read).toBe(false); // b has not opened it yet
    expect((await getList(a)).find((x) => x.user.id === b.id)!.unread_count).toBe(0);
    expect((await getList(b)).find((x) => x.user.id === a.id)!.unread_count).toBe(1);

    const mark = await ctx.app.inject({ method: 'POST', url: `/api/messages/${a.id}/read/`, headers: b.headers });
    expect(mark.statusCode).toBe(204);
    expect((await getList(b)).find((x) => x.user.id === a.id)!.unread_count).toBe(0);
    const unknown = await ctx.app.inject({ method: 'POST', url: '/api/messages/999999/read/', headers: b.headers });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST /api/messages/{contactId}/', () => {
  it('sends text, a document, a camera image and a voice note, each answered in the message shape', async () => {
    const a = await createUser(ctx, 'admin');
    const b = await createUser(ctx, 'driver');

    const text = await sendText(a, b.id, '  Load 42 is ready  ');
    expect(text).toMatchObject({
      sender: a.id,
      receiver: b.id,
      message: 'Load 42 is ready',
      document_url: null,
      voice_note_url: null,
      camera_media_url: null,
      read: false,
    });

    const doc = await send(a, b.id, [
      { name: 'message', value: 'the BOL' },
      { name: 'document', filename: 'Bill of lading.pdf', content: samples.pdf, type: 'application/pdf' },
    ]);
    expect(doc.statusCode).toBe(201);
    const d = MessageSchema.parse(doc.json());
    expect(d).toMatchObject({ message: 'the BOL', document_name: 'Bill of lading.pdf', voice_note_url: null, camera_media_url: null });
    expect(d.document_url).toContain('/api/');
    const file = await ctx.app.inject({ method: 'GET', url: d.document_url! });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(samples.pdf)).toBe(true);

    const cam = MessageSchema.parse((await send(a, b.id, [{ name: 'camera_media', filename: 'IMG_1.jpg', content: samples.jpg }])).json());
    expect(cam).toMatchObject({ message: '', camera_media_name: 'Camera Media', document_url: null });
    expect(cam.camera_media_url).toContain('/api/media/');

    const voice = MessageSchema.parse(
      (await send(b, a.id, [{ name: 'voice_note', filename: 'voice_note.wav', content: samples.wav, type: 'audio/wav' }])).json(),
    );
    expect(voice).toMatchObject({ message: '', voice_note_name: 'Voice Note', sender: b.id });
    const audio = await ctx.app.inject({ method: 'GET', url: voice.voice_note_url! });
    expect(audio.headers['content-type']).toBe('audio/wav');

    const all = await send(a, b.id, [
      { name: 'document', filename: 'notes.txt', content: Buffer.from('plain notes') },
      { name: 'camera_media', filename: 'p.png', content: samples.png },
      { name: 'voice_note', filename: 'voice_note.wav', content: samples.wav },
    ]);
    expect(all.statusCode).toBe(201);
    const m = MessageSchema.parse(all.json());
    expect([m.document_name, m.camera_media_name, m.voice_note_name]).toEqual(['notes.txt', 'Camera Media', 'Voice Note']);
  });

  it('accepts a JSON body for a text-only send', async () => {
    const a = await createUser(ctx, 'dispatcher');
    const b = await createUser(ctx, 'driver');
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/messages/${b.id}/`,
      headers: a.headers,
      payload: { message: 'json hello', client_id: 'j-1' },
    });
    expect(res.statusCode).toBe(201);
    expect(MessageSchema.parse(res.json())).toMatchObject({ message: 'json hello', client_id: 'j-1' });
    const bad = await ctx.app.inject({ method: 'POST', url: `/api/messages/${b.id}/`, headers: a.headers, payload: { message: 5 } });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses html, executables and wrong kinds per slot, storing nothing', async () => {
    const a = await createUser(ctx, 'admin');
    const b = await createUser(ctx, 'driver');
    const before = await counts();
    const files = storedFiles();
    const cases: Part[][] = [
      [
        { name: 'message', value: 'see this' },
        { name: 'document', filename: 'page.html', content: samples.html, type: 'text/html' },
      ],
      [{ name: 'document', filename: 'setup.exe', content: samples.exe }],
      [{ name: 'document', filename: 'fake.pdf', content: samples.exe, type: 'application/pdf' }],
      [{ name: 'camera_media', filename: 'doc.pdf', content: samples.pdf }],
      [{ name: 'voice_note', filename: 'voice_note.wav', content: samples.png }],
      // A good file beside a bad one: nothing of the send is kept.
      [
        { name: 'camera_media', filename: 'ok.png', content: samples.png },
        { name: 'document', filename: 'x.html', content: samples.html },
      ],
      [{ name: 'attachment', filename: 'a.pdf', content: samples.pdf }],
    ];
    for (const parts of cases) {
      const res = await send(a, b.id, parts);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: 'This file type is not allowed.' });
    }
    expect(await counts()).toEqual(before);
    expect(storedFiles()).toBe(files);
  });

  it('refuses an image or voice note over 10 MB with 413, storing nothing', async () => {
    const a = await createUser(ctx, 'admin');
    const b = await createUser(ctx, 'driver');
    const before = await counts();
    const big = Buffer.concat([samples.png, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await send(a, b.id, [
      { name: 'message', value: 'big one' },
      { name: 'camera_media', filename: 'big.png', content: big },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toMatch(/too large/);
    expect(await counts()).toEqual(before);
  });

  it('refuses an empty send, blank text and over-long text', async () => {
    const a = await createUser(ctx, 'admin');
    const b = await createUser(ctx, 'driver');
    const before = await counts();
    for (const res of [
      await send(a, b.id, [{ name: 'message', value: '   \n ' }]),
      await send(a, b.id, [{ name: 'client_id', value: 'c-1' }]),
      await ctx.app.inject({ method: 'POST', url: `/api/messages/${b.id}/`, headers: a.headers, payload: {} }),
      await ctx.app.inject({ method: 'POST', url: `/api/messages/${b.id}/`, headers: a.headers }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: 'A message needs text, a file or a voice note.' });
    }
    const long = await send(a, b.id, [{ name: 'message', value: 'y'.repeat(CHAT_TEXT_MAX + 1) }]);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ detail: `A message can be at most ${CHAT_TEXT_MAX} characters.` });
    const longJson = await ctx.app.inject({
      method: 'POST',
      url: `/api/messages/${b.id}/`,
      headers: a.headers,
      payload: { message: 'y'.repeat(CHAT_TEXT_MAX + 1) },
    });
    expect(longJson.statusCode).toBe(400);
    expect(longJson.json()).toEqual({ detail: `A message can be at most ${CHAT_TEXT_MAX} characters.` });
    expect(await counts()).toEqual(before);
    await sendText(a, b.id, 'y'.repeat(CHAT_TEXT_MAX));
  });

  it('answers the stored message for a repeated client id', async () => {
    const a = await createUser(ctx, 'admin');
    const b = await createUser(ctx, 'driver');
    const c = await createUser(ctx, 'driver');
    const first = await send(a, b.id, [
      { name: 'message', value: 'once' },
      { name: 'client_id', value: 'abc-1' },
    ]);
    expect(first.statusCode).toBe(201);
    const again = await send(a, b.id, [
      { name: 'message', value: 'once' },
      { name: 'client_id', value: 'abc-1' },
    ]);
    expect(again.statusCode).toBe(200);
    expect(MessageSchema.parse(again.json()).id).toBe(first.json().id);
    // Client ids are per sender: someone else may use the same one.
    const other = await send(b, a.id, [
      { name: 'message', value: 'mine' },
      { name: 'client_id', value: 'abc-1' },
    ]);
    expect(other.statusCode).toBe(201);
    const elsewhere = await send(a, c.id, [
      { name: 'message', value: 'once' },
      { name: 'client_id', value: 'abc-1' },
    ]);
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().detail).toMatch(/client_id/);
  });

  it('stores 200 concurrent sends with the same client id once, and every answer carries its id', async () => {
    const a = await createUser(ctx, 'admin');
    const b = await createUser(ctx, 'driver');
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        send(a, b.id, [
          { name: 'message', value: 'retry me' },
          { name: 'client_id', value: 'same-200' },
        ]),
      ),
    );
    expect(answers.every((r) => r.statusCode === 200 || r.statusCode === 201)).toBe(true);
    expect(answers.filter((r) => r.statusCode === 201).length).toBeLessThanOrEqual(1);
    const ids = new Set(answers.map((r) => MessageSchema.parse(r.json()).id));
    expect(ids.size).toBe(1);
    const { rows } = await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from messages where sender_id = ${a.id}`);
    expect(rows[0].n).toBe(1);
  });

  it('keeps the files of one send only, when concurrent retries carry a file', async () => {
    const a = await createUser(ctx, 'admin');
    const b = await createUser(ctx, 'driver');
    const before = await counts();
    const files = storedFiles();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        send(a, b.id, [
          { name: 'client_id', value: 'file-retry' },
          { name: 'document', filename: 'a.pdf', content: samples.pdf },
        ]),
      ),
    );
    expect(new Set(answers.map((r) => MessageSchema.parse(r.json()).id)).size).toBe(1);
    expect(await counts()).toEqual({ messages: before.messages + 1, media: before.media + 1 });
    expect(storedFiles()).toBe(files + 1);
  });

  it('stores 200 concurrent sends with distinct client ids as 200 messages', async () => {
    const a = await createUser(ctx, 'driver');
    const b = await createUser(ctx, 'dispatcher');
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        send(a, b.id, [
          { name: 'message', value: `n${i}` },
          { name: 'client_id', value: `c-${i}` },
        ]),
      ),
    );
    expect(answers.every((r) => r.statusCode === 201)).toBe(true);
    expect(new Set(answers.map((r) => MessageSchema.parse(r.json()).id)).size).toBe(200);
    const conversation = MessageSchema.array().parse((await getMessages(b, a.id)).json());
    expect(conversation).toHaveLength(200);
    expect((await getList(b)).find((c) => c.user.id === a.id)!.unread_count).toBe(0);
  });
});

describe('DELETE /api/chat/message/{messageId}/delete/', () => {
  it('lets the sender delete, removing the message and its file', async () => {
    const a = await createUser(ctx, 'admin');
    const b = await createUser(ctx, 'driver');
    const res = await send(a, b.id, [{ name: 'document', filename: 'a.pdf', content: samples.pdf }]);
    const m = MessageSchema.parse(res.json());
    const del = await deleteMessage(a, m.id);
    expect(del.statusCode).toBe(204);
    expect((await getMessages(b, a.id)).json()).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: m.document_url! })).statusCode).toBe(404);
    expect((await getList(b)).find((c) => c.user.id === a.id)).toMatchObject({ last_message: null, unread_count: 0 });
    expect((await deleteMessage(a, m.id)).statusCode).toBe(404);
  });

  it('refuses the receiver with 403 and keeps the message', async () => {
    const a = await createUser(ctx, 'admin');
    const b = await createUser(ctx, 'driver');
    const m = await sendText(a, b.id, 'keep me');
    const del = await deleteMessage(b, m.id);
    expect(del.statusCode).toBe(403);
    expect(del.json()).toEqual({ detail: 'You can only delete messages you sent.' });
    expect(
      MessageSchema.array()
        .parse((await getMessages(a, b.id)).json())
        .map((x) => x.id),
    ).toEqual([m.id]);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const a = await createUser(ctx, 'admin');
    expect((await deleteMessage(a, 987654321)).statusCode).toBe(404);
    const bad = await ctx.app.inject({ method: 'DELETE', url: '/api/chat/message/abc/delete/', headers: a.headers });
    expect(bad.statusCode).toBe(400);
    const huge = await ctx.app.inject({ method: 'DELETE', url: '/api/chat/message/123456789012345678901/delete/', headers: a.headers });
    expect(huge.statusCode).toBe(400);
  });
});
