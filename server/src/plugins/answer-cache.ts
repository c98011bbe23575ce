import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { companyDay } from '../domain/company-day';
import { readVersion, VersionedCache } from '../lib/versioned-cache';
import type { MediaSigner } from '../media/signing';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Keep this GET's answers by the records version (migration 0027): only for a route whose answer
     * is a function of its URL, the caller's role, the company's day, the media URLs' 15-minute step
     * and the tables that version covers (never the caller's own session, a clock finer than the day,
     * chat messages or the audit trail). answer-cache.ts says why.
     */
    keepAnswers?: boolean;
  }
}

/** Answers kept at most, and their bytes: a page of a list is 2-10 KiB. */
const KEPT_ANSWERS = 2_000;
const KEPT_BYTES = 16 * 1024 * 1024;
/** A bigger answer (an unpaged list, a long search) is sent, not kept. */
const MAX_ANSWER_BYTES = 256 * 1024;
/** URLs remembered as asked once: a few hundred bytes each. */
const SEEN_URLS = 10_000;

/** The bytes sent, outside the JavaScript heap (a Buffer): sent again as they are, not encoded each time. */
type Answer = { body: Buffer; type: string };
/** The computation of a request that missed: settled by its own answer (onSend), or refused when that is not kept. */
type Pending = { keep: (answer: Answer) => void; refuse: () => void };

const pendingOf = new WeakMap<FastifyRequest, Pending>();

/**
 * The screens' GET answers kept whole in memory (issue 31): a call whose answer is kept costs one
 * read of the records version and a send, no query and no serialising. Exact, as the versioned
 * caches of the areas are (lib/versioned-cache.ts): every committed write to a table the kept
 * answers read moves the version at its commit, through any API process, so the next read misses
 * and computes afresh; an answer computed after reading version N reflects N or later. The same
 * URL asked together while it is computed waits for that one computation: a live list refetched by
 * every open screen after a change (the socket's notices) costs one query, not one per screen.
 *
 * Keyed by what else such an answer may hang on: the caller's role (the answers of these routes
 * never read the session beyond the role check), the company's day ("this week", expiry badges,
 * a driver's truck "as of" today) and the 15-minute step of the signed media URLs in it.
 *
 * A URL is kept from its second call on: its first is computed as if the cache were not there, and
 * only remembered. Reading the version and copying the answer cost a call nobody repeats about a
 * fifth of its time (a search typed once, a page visited once: 20,000 -> 16,000 calls in 20 s at
 * 50 connections on a million loads, each under its own URL).
 */
export const answerCachePlugin = fp(async (app: FastifyInstance, opts: { db: Db; timezone: string; media: MediaSigner }) => {
  // The areas' own cache: least recently used leaving first, by count and bytes; a miss asked together is computed once.
  const kept = new VersionedCache({ maxEntries: KEPT_ANSWERS, maxWeight: KEPT_BYTES });
  const seen = new Set<string>();

  /** Whether `url` was asked before; remembers it either way (the oldest forgotten first). */
  const askedBefore = (url: string) => {
    if (seen.delete(url)) {
      seen.add(url);
      return true;
    }
    seen.add(url);
    if (seen.size > SEEN_URLS) seen.delete(seen.values().next().value as string);
    return false;
  };

  const send = (reply: FastifyReply, answer: Answer) => reply.header('content-type', answer.type).send(answer.body);

  // After the route's auth (onRequest) and its query's validation: a refused call is never answered from here.
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config?.keepAnswers) return;
    const asked = `${request.session?.userType ?? 'public'}\u0000${request.url}`;
    if (!askedBefore(asked)) return;
    const version = await readVersion(opts.db, 'records');
    // A miss hands its computation to this request's handler: the answer is what onSend sees.
    const mine: { pending?: Pending } = {};
    const answer = kept.get(
      version,
      [companyDay(opts.timezone), opts.media.urlStep(), asked].join('\u0000'),
      () => new Promise<Answer>((keep, refuse) => (mine.pending = { keep, refuse: () => refuse(new Error('not kept')) })),
      (a) => a.body.length,
    );
    if (mine.pending) {
      pendingOf.set(request, mine.pending);
      answer.catch(() => {});
      return;
    }
    try {
      return send(reply, await answer);
    } catch {
      // The one computing failed or was not kept: this one computes its own.
      return;
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const pending = pendingOf.get(request);
    if (!pending) return payload;
    pendingOf.delete(request);
    if (reply.statusCode === 200 && typeof payload === 'string' && payload.length <= MAX_ANSWER_BYTES) {
      pending.keep({ body: Buffer.from(payload), type: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8') });
    } else pending.refuse();
    return payload;
  });

  // A request that never reached onSend (its connection gone first) lets the ones waiting on it go.
  const release = async (request: FastifyRequest) => {
    const pending = pendingOf.get(request);
    if (!pending) return;
    pendingOf.delete(request);
    pending.refuse();
  };
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
});
