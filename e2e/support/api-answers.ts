import type { Page, Response } from '@playwright/test';
import { DocumentedAnswers } from '@haulboard/server/documented-answers';
import { BASE_URL } from './env';

/**
 * Every API answer the browser receives is checked against the server's OpenAPI document
 * (`/api/openapi.json`): a status documented for the path and method, a listed content type, a
 * JSON body matching its schema. The document is fetched and its checker built once per worker;
 * each response schema is compiled on first use.
 */
let answers: Promise<DocumentedAnswers> | null = null;
const documentedAnswers = () =>
  (answers ??= fetch(`${BASE_URL}/api/openapi.json`)
    .then((res) => res.json())
    .then((doc: object) => new DocumentedAnswers(doc)));

const API = `${BASE_URL}/api/`;

async function problemsOf(response: Response): Promise<string[]> {
  const url = response.url();
  // 304: the browser's cache answered; the reference page's own files are not API calls.
  if (!url.startsWith(API) || response.status() === 304 || url.startsWith(`${API}docs`)) return [];
  // A test's route.fulfill() answer never came from the server (no address): not the server's to check.
  if ((await response.serverAddr().catch(() => null)) === null) return [];
  const checker = await documentedAnswers();
  const method = response.request().method();
  const path = checker.match(method, new URL(url).pathname);
  if (!path) return [`${method} ${url}: no such path in the document`];
  const contentType = response.headers()['content-type'] ?? '';
  let body: unknown;
  if (contentType.startsWith('application/json') && response.status() !== 204) {
    // A body the page navigated away from before it arrived cannot be read: its status is still checked.
    body = await response.json().catch(() => undefined);
  }
  return checker.problemsOf({ method, path, status: response.status(), contentType, body }).map((p) => `${method} ${url} ${response.status()}: ${p}`);
}

/** Starts checking the page's API answers; the returned function waits for the checks and names every mismatch. */
export function watchApiAnswers(page: Page): () => Promise<string[]> {
  const checks: Promise<string[]>[] = [];
  const onResponse = (response: Response) => void checks.push(problemsOf(response).catch((err: Error) => [`${response.url()}: ${err.message}`]));
  page.on('response', onResponse);
  return async () => {
    page.off('response', onResponse);
    return (await Promise.all(checks)).flat();
  };
}
