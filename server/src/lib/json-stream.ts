import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { Gate } from './gate';

/**
 * Whole-table answers (the spec's unpaged arrays) are streamed: read from the database in
 * keyset batches, each batch turned into JSON text and written before the next is read. So no
 * call holds a table in memory, none blocks the event loop for longer than one batch, and a
 * client that reads slowly holds back the reads (backpressure) instead of filling memory.
 * Batches are separate queries: no connection or snapshot is held between them, so a load
 * written while the answer streams may or may not be in it.
 */

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sends JSON text the server wrote itself (joined from kept parts, or built by PostgreSQL), past
 * the serializer; test apps check it against the route's answer schema all the same (lib/answer-check.ts).
 */
export function sendJsonText(reply: FastifyReply, text: string): FastifyReply {
  return reply.type(JSON_TYPE).send(text);
}

/** Rows after `after` (null: from the start), at most `limit` of them, in key order. */
export type BatchReader<Row, Key> = (after: Key | null, limit: number) => Promise<Row[]>;

export async function* keysetBatches<Row, Key>(read: BatchReader<Row, Key>, keyOf: (row: Row) => Key, size: number): AsyncGenerator<Row[]> {
  let after: Key | null = null;
  for (;;) {
    const rows = await read(after, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    after = keyOf(rows[rows.length - 1]);
  }
}

/** `open`, then each row's JSON text comma-separated, then `close`: one chunk per batch. */
export async function* jsonArrayText<Row>(batches: AsyncIterable<Row[]>, toJson: (row: Row) => string, open = '[', close = ']'): AsyncGenerator<string> {
  yield open;
  let first = true;
  for await (const rows of batches) {
    let chunk = '';
    for (const row of rows) {
      chunk += first ? toJson(row) : `,${toJson(row)}`;
      first = false;
    }
    yield chunk;
  }
  yield close;
}

/**
 * At most `streams` whole-table answers are sent at once by this process; up to `queue` more
 * wait for a turn, and beyond that the call is refused with 503 rather than queued without
 * bound. A stream still unread after `deadlineMs` is cut, so a stalled client cannot keep a
 * turn forever.
 */
export class StreamGate {
  private readonly gate: Gate;

  constructor(
    streams: number,
    queue: number,
    private readonly deadlineMs: number,
  ) {
    this.gate = new Gate(streams, queue, 'Too many full lists are being sent right now. Try again shortly, or ask for one page (page, page_size).');
  }

  /** Sends `chunks` as a JSON answer once a turn is free; the turn ends when the stream does, however it ends. */
  async send(reply: FastifyReply, chunks: AsyncIterable<string>, type = JSON_TYPE): Promise<FastifyReply> {
    await this.gate.acquire();
    return sendJsonStream(reply, chunks, this.deadlineMs, () => this.gate.release(), type);
  }
}

/** Sends `chunks` as the answer (JSON unless `type` says otherwise), cut after `deadlineMs`; `onEnd` runs once, however the stream ends. */
export function sendJsonStream(
  reply: FastifyReply,
  chunks: AsyncIterable<string>,
  deadlineMs: number,
  onEnd: () => void = () => {},
  type = JSON_TYPE,
): FastifyReply {
  const stream = Readable.from(chunks, { objectMode: false, highWaterMark: 64 * 1024 });
  let ended = false;
  const done = () => {
    if (ended) return;
    ended = true;
    clearTimeout(timer);
    onEnd();
  };
  const timer = setTimeout(() => stream.destroy(new Error('stream deadline passed')), deadlineMs);
  timer.unref();
  stream.once('close', done);
  stream.once('error', (err) => {
    done();
    reply.log.warn({ err }, 'streamed answer ended early');
  });
  return reply.type(type).send(stream);
}
