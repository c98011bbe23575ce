import fs from 'node:fs';
import { COMMITTED_DOCUMENT } from './document';
import { DocumentedAnswers, documentPathOf, UndocumentedAnswerError } from './documented-answers';

// The committed document: the one API clients read (openapi.test.ts keeps it equal to the generated one).
const answers = new DocumentedAnswers(JSON.parse(fs.readFileSync(COMMITTED_DOCUMENT, 'utf8')));
const JSON_TYPE = 'application/json; charset=utf-8';
const broker = {
  id: 1,
  name: 'Acme',
  billing_email: null,
  billing_address: null,
  payment_terms_days: 30,
  load_count: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  version: 1,
};

it('passes an answer the document describes', () => {
  expect(answers.problemsOf({ method: 'GET', path: '/api/brokers/', status: 200, contentType: JSON_TYPE, body: { count: 1, results: [broker] } })).toEqual([]);
  expect(answers.problemsOf({ method: 'GET', path: '/api/brokers/{id}/', status: 404, contentType: JSON_TYPE, body: { detail: 'Not found.' } })).toEqual([]);
});

it('fails a body that does not match the status’s schema, naming where', () => {
  const wrong = { count: 1, results: [{ ...broker, payment_terms_days: '30' }] };
  expect(() => answers.check({ method: 'GET', path: '/api/brokers/', status: 200, contentType: JSON_TYPE, body: wrong })).toThrow(UndocumentedAnswerError);
  expect(answers.problemsOf({ method: 'GET', path: '/api/brokers/', status: 200, contentType: JSON_TYPE, body: wrong }).join()).toContain(
    '.results.0.payment_terms_days',
  );
  expect(
    answers.problemsOf({ method: 'GET', path: '/api/brokers/', status: 200, contentType: JSON_TYPE, body: { count: 1, results: [broker], extra: 1 } }),
  ).not.toEqual([]);
  // An error that is not `{ detail }`.
  expect(answers.problemsOf({ method: 'GET', path: '/api/brokers/{id}/', status: 404, contentType: JSON_TYPE, body: { error: 'Not found' } })).not.toEqual([]);
});

it('fails a status the route does not document', () => {
  expect(answers.problemsOf({ method: 'GET', path: '/api/brokers/', status: 404, contentType: JSON_TYPE, body: { detail: 'x' } })).toEqual([
    expect.stringMatching(/^status 404 is not documented/),
  ]);
  // Public: no 401.
  expect(answers.problemsOf({ method: 'GET', path: '/api/health/', status: 401, contentType: JSON_TYPE, body: { detail: 'x' } })).not.toEqual([]);
});

it('fails a content type the document does not list, and a body on a 204', () => {
  expect(answers.problemsOf({ method: 'GET', path: '/api/loads/export/', status: 200, contentType: JSON_TYPE, body: [] })).not.toEqual([]);
  expect(answers.problemsOf({ method: 'GET', path: '/api/loads/export/', status: 200, contentType: 'text/csv; charset=utf-8' })).toEqual([]);
  expect(answers.problemsOf({ method: 'DELETE', path: '/api/load-documents/{id}/', status: 204, contentType: '', body: {} })).not.toEqual([]);
  expect(answers.problemsOf({ method: 'DELETE', path: '/api/load-documents/{id}/', status: 204, contentType: '' })).toEqual([]);
});

it('finds the document’s path for a concrete URL, fixed paths first', () => {
  expect(answers.match('GET', '/api/loads/export/?status=assigned')).toBe('/api/loads/export/');
  expect(answers.match('GET', '/api/loads/17/')).toBe('/api/loads/{id}/');
  expect(answers.match('GET', '/api/loads/17')).toBe('/api/loads/{id}/');
  expect(answers.match('GET', '/api/media/2026/ab12/name.pdf')).toBe('/api/media/{key}');
  expect(answers.match('PATCH', '/api/brokers/1/')).toBeNull();
  expect(answers.match('GET', '/login')).toBeNull();
});

it('reads a fastify route pattern as the document’s path', () => {
  expect(documentPathOf('/api/messages/:contactId/read/')).toBe('/api/messages/{contactId}/read/');
  expect(documentPathOf('/api/media/*')).toBe('/api/media/{key}');
});
