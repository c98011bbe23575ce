import fs from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COMMITTED_DOCUMENT } from './document';
import { UndocumentedAnswerError } from './documented-answers';
import { documentedAnswerHook } from './index';

// The hook the tests' apps run on every answer (app.ts): what reaches it from a route, as Fastify hands it over.
const doc = JSON.parse(fs.readFileSync(COMMITTED_DOCUMENT, 'utf8')) as object;
const hook = documentedAnswerHook({ swagger: () => doc } as unknown as FastifyInstance);

function send(method: string, routeUrl: string | undefined, status: number, payload: unknown, contentType = 'application/json; charset=utf-8') {
  const request = { method, routeOptions: { url: routeUrl } } as unknown as FastifyRequest;
  const reply = { statusCode: status, getHeader: () => contentType } as unknown as FastifyReply;
  return hook(request, reply, payload);
}

it('lets through an answer the document describes, unchanged', async () => {
  await expect(send('GET', '/api/brokers/:id/', 404, '{"detail":"Not found."}')).resolves.toBe('{"detail":"Not found."}');
  await expect(send('DELETE', '/api/load-documents/:id/', 204, 'null')).resolves.toBe('null');
});

it('throws for a status the route does not document, so the call answers 500 and its test fails', async () => {
  await expect(send('GET', '/api/brokers/', 418, '{"detail":"teapot"}')).rejects.toThrow(UndocumentedAnswerError);
});

it('throws for a body its status’s schema does not describe', async () => {
  await expect(send('GET', '/api/chat/unread/', 200, '{"total":"many"}')).rejects.toThrow(/not what the OpenAPI document describes/);
});

it('leaves alone what is no documented API call, and the 500 a failed check itself answers', async () => {
  await expect(send('GET', '/*', 200, '<html>', 'text/html')).resolves.toBe('<html>');
  await expect(send('GET', '/api/docs/json', 200, '{}')).resolves.toBe('{}');
  await expect(send('GET', undefined, 404, '{"detail":"x"}')).resolves.toBe('{"detail":"x"}');
  await expect(send('GET', '/api/brokers/', 500, '{"detail":"x"}')).resolves.toBe('{"detail":"x"}');
});
