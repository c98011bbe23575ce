import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { companyDay } from '../domain/company-day';
import { readVersion } from '../lib/versioned-cache';
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
type Pending = { id: string; settle: (answer: Answer | null) => void };

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
  const kept = new Map<string, Answer>();
  let keptBytes = 0;
  const computing = new Map<string, Promise<Answer | null>>();
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

  const keep = (id: string, answer: Answer) => {
    kept.set(id, answer);
    keptBytes += answer.body.length;
    for (const [oldest, entry] of kept) {
      if (kept.size <= KEPT_ANSWERS && keptBytes <= KEPT_BYTES) break;
      kept.delete(oldest);
      keptBytes -= entry.body.length;
    }
  };

  const send = (reply: FastifyReply, answer: Answer) => reply.header('content-type', answer.type).send(answer.body);

  // After the route's auth (onRequest) and its query's validation: a refused call is never answered from here.
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config?.keepAnswers) return;
    const asked = `${request.session?.userType ?? 'public'}\u0000${request.url}`;
    if (!askedBefore(asked)) return;
    const version = await readVersion(opts.db, 'records');
    const id = [version, companyDay(opts.timezone), opts.media.urlStep(), asked].join('\u0000');
    const hit = kept.get(id);
    if (hit) {
      // Most recently used goes last.
      kept.delete(id);
      kept.set(id, hit);
      return send(reply, hit);
    }
    const other = computing.get(id);
    if (other) {
      const answer = await other;
      if (answer) return send(reply, answer);
      // The other one failed or was not kept: this one computes its own.
      return;
    }
    let settle!: (answer: Answer | null) => void;
    computing.set(
      id,
      new Promise<Answer | null>((resolve) => {
        settle = resolve;
      }),
    );
    pendingOf.set(request, {
      id,
      settle: (answer) => {
        computing.delete(id);
        settle(answer);
      },
    });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const pending = pendingOf.get(request);
    if (!pending) return payload;
    pendingOf.delete(request);
    let answer: Answer | null = null;
    if (reply.statusCode === 200 && typeof payload === 'string' && payload.length <= MAX_ANSWER_BYTES) {
      answer = { body: Buffer.from(payload), type: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8') };
      keep(pending.id, answer);
    }
    pending.settle(answer);
    return payload;
  });

  // A request that never reached onSend (its connection gone first) lets the ones waiting on it go.
  const release = async (request: FastifyRequest) => {
    const pending = pendingOf.get(request);
    if (!pending) return;
    pendingOf.delete(request);
    pending.settle(null);
  };
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
});
