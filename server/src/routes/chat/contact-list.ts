import crypto from 'node:crypto';
import type { Queryable } from '../../db/client';
import type { PageWindow } from '../../lib/paging';
import { readVersions, VersionedCache } from '../../lib/versioned-cache';
import type { MediaSigner } from '../../media/signing';
import { contactHead, contactText } from './answers';
import { getContactDirectory, getConversationsOf, getLastSeen, type ConversationRow } from './repository';

export type ContactList = ReturnType<typeof createContactList>;

/**
 * `order`: the active people, by name; `heads`: everyone not deleted, deactivated people too;
 * `names`: each one's "first last" in lower case, what a search is matched against.
 */
type Directory = { order: number[]; heads: Map<number, string>; names: Map<number, string> };

/** The name a search matches: first and last, as the chat shows and the user types them. */
const searchName = (row: { first_name: string; last_name: string }) => `${row.first_name} ${row.last_name}`.toLowerCase();

/** Names the caller's conversations as they are now: any new message, deletion or read changes it. */
const fingerprint = (conversations: ConversationRow[]) => crypto.createHash('sha1').update(JSON.stringify(conversations)).digest('base64url');

/**
 * The contact list: every person but the caller, those the caller has talked with first (newest
 * message first), then the rest by name. A deactivated person is left out, unless the caller has a
 * conversation with them. 1,000 contacts are 173 KiB of JSON; built afresh for each
 * request they cost ~7 ms, so the parts every caller shares are kept: the people in name order as
 * JSON text (under the people's version and the media URLs' 15-minute step) and when each was last
 * seen (under the presence version, which moves at most once a minute per person). Each request
 * reads the versions and its own conversations, and joins the text. Exact: a committed change to
 * anything the list shows, through any API process, moves a version.
 */
export function createContactList({ db, media }: { db: Queryable; media: MediaSigner }) {
  const kept = new VersionedCache({ maxEntries: 8, maxWeight: 8 });
  /** Joined lists by caller (weighed in characters): ~30 unpaged lists of 1,000 contacts, or many pages. */
  const joined = new VersionedCache({ maxEntries: 200, maxWeight: 6_000_000 });

  const directoryOf = (version: number) =>
    kept.get(`${version}.${media.urlStep()}`, 'directory', async (): Promise<Directory> => {
      const rows = await getContactDirectory(db);
      // Anyone may start a conversation with the active; a deactivated person is listed only beside a conversation.
      return {
        order: rows.filter((r) => r.deactivated_at === null).map((r) => r.id),
        heads: new Map(rows.map((r) => [r.id, contactHead(r, media)])),
        names: new Map(rows.map((r) => [r.id, searchName(r)])),
      };
    });
  const lastSeenOf = (version: number) => kept.get(version, 'presence', async () => new Map((await getLastSeen(db)).map((r) => [r.id, r.last_seen])));

  /**
   * The list's JSON text: the spec's plain array, or the `{count, results}` page of `window`; with
   * `search`, only the contacts whose name holds it (10,000 names are matched in about a millisecond).
   */
  async function listContacts(me: number, window?: PageWindow, search = ''): Promise<string> {
    const [[people, presence], conversations] = await Promise.all([readVersions(db, ['people', 'presence']), getConversationsOf(db, me)]);
    const [directory, lastSeen] = await Promise.all([directoryOf(people), lastSeenOf(presence)]);

    // The caller's own list, joined, is kept too while neither the shared parts nor the caller's conversations change.
    const needle = search.toLowerCase();
    const mine = `${me} ${people}.${presence}.${media.urlStep()} ${window ? `${window.offset}+${window.limit}` : 'all'} ${fingerprint(conversations)} ${JSON.stringify(needle)}`;
    return joined.get(
      '',
      mine,
      async () => joinContacts(me, conversations, directory, lastSeen, window, needle),
      (text) => text.length,
    );
  }

  function joinContacts(
    me: number,
    conversations: ConversationRow[],
    directory: Directory,
    lastSeen: Map<number, string>,
    window: PageWindow | undefined,
    needle: string,
  ): string {
    const talkedWith = new Map(conversations.map((c) => [c.other_id, c]));
    // A conversation with someone since deleted is not listed, as the person is not; one with
    // someone deactivated is, so it stays readable (the person is marked, and a send refused).
    const everyone = conversations.map((c) => c.other_id).filter((id) => id !== me && directory.heads.has(id));
    for (const id of directory.order) if (id !== me && !talkedWith.has(id)) everyone.push(id);
    const ids = needle ? everyone.filter((id) => (directory.names.get(id) as string).includes(needle)) : everyone;

    const shown = window ? ids.slice(window.offset, window.offset + window.limit) : ids;
    const texts = shown.map((id) => contactText(directory.heads.get(id) as string, lastSeen.get(id) ?? null, talkedWith.get(id)));
    return window ? `{"count":${ids.length},"results":[${texts.join(',')}]}` : `[${texts.join(',')}]`;
  }

  return { listContacts };
}
