// Chat at scale: 1,000 contacts and a 5,000-message conversation in the built chat remote, served by
// the production server and measured in Debian's Chromium through Playwright. Load times, rendered rows
// against totals (virtualisation), frame times while scrolling, a live arrival, and the chat remote's
// own JavaScript. Prints tables; never fails on the figures, only when the harness breaks. See README.md.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverDir, signIn, startServer, stopServer } from './lib/server.mjs';
import { checkBuilds, createRun, formatMs, median, portIsFree, positive, seedSession, snapshotBuilds, table } from './lib/harness.mjs';
import { frameStats, launchChromium, trackNetwork } from './lib/browser.mjs';

const seedJs = path.join(serverDir, 'dist', 'seed-cli.cjs');

const settings = {
  port: positive(process.env.BENCH_CHAT_PORT, 8192),
  runs: positive(process.env.BENCH_CHAT_RUNS, 3),
  contacts: positive(process.env.BENCH_CHAT_CONTACTS, 1000),
  messages: positive(process.env.BENCH_CHAT_MESSAGES, 5000),
  // Contacts with a last message: most sent by the admin, some received (unread badges).
  previews: positive(process.env.BENCH_CHAT_PREVIEWS, 200),
  received: positive(process.env.BENCH_CHAT_RECEIVED, 20),
  // Older pages (MESSAGE_PAGE_SIZE 100 each) the log is scrolled up through: 20 = 2,000 messages.
  olderPages: positive(process.env.BENCH_CHAT_OLDER_PAGES, 20),
  // How fast the log is scrolled up (a quick, steady fling), and the contact list's sweep time.
  logPxPerSecond: positive(process.env.BENCH_CHAT_LOG_SPEED, 4000),
  contactSweepMs: positive(process.env.BENCH_CHAT_SWEEP_MS, 3000),
  // Then back down through the loaded history for this long (rendering alone, no page loads).
  logDownMs: positive(process.env.BENCH_CHAT_LOG_DOWN_MS, 10000),
  chromium: process.env.PLAYWRIGHT_CHROMIUM_PATH || '/usr/bin/chromium',
  throttle: 4,
  verbose: process.env.BENCH_CHAT_VERBOSE === '1',
};
const admin = { email: 'admin@haulboard.local', password: 'Bench-admin-pass1!' };
const DRIVER_PASSWORD = 'Driver-bulk1!'; // server/src/seed/bulk.ts BULK_DRIVER_PASSWORD
const BUDGET_KIB = 60; // the chat remote's own first-load JS, gzip (issue 4)
// A microphone for the recorder without a prompt or a device.
const MEDIA_ARGS = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

const say = (m) => console.log(`[bench:chat] ${m}`);
const kib = (bytes) => (bytes / 1024).toFixed(1);
const firstLine = (err) => String(err?.message ?? err).split('\n')[0];
const ms = (x) => formatMs(x, 0);
const ms1 = (x) => (typeof x === 'number' && Number.isFinite(x) ? x.toFixed(1) : '-');

/** Runs `fn` over `items` with at most `n` at a time. */
async function pool(items, n, fn) {
  const out = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i], i);
      }
    }),
  );
  return out;
}

// ---------------------------------------------------------------------------------------------
// Builds: used as they are (this bench never builds), copied so a rebuild cannot change them mid-run.

/** Which files of the chat remote's build belong to a shared library (its fallback copies). */
function sharedChunks(webRoot) {
  const manifest = JSON.parse(fs.readFileSync(path.join(webRoot, 'remotes', 'chat', 'dist', 'mf-manifest.json'), 'utf8'));
  const owner = new Map();
  for (const s of manifest.shared ?? []) {
    for (const f of [...(s.assets?.js?.sync ?? []), ...(s.assets?.js?.async ?? [])]) {
      owner.set(f, owner.has(f) ? `${owner.get(f)}, ${s.name}` : s.name);
    }
  }
  return owner;
}

// ---------------------------------------------------------------------------------------------
// Data

async function api(base, token, method, url, body) {
  const res = await fetch(`${base}/api${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} /api${url}: ${res.status} ${(await res.text()).slice(0, 200)}`);
  return res.status === 204 ? null : res.json();
}

/**
 * 1,000 drivers and the 5,000-message conversation come from the seed CLI (set-based SQL, on the
 * stopped embedded database); the previews go through the API as a person's sends would, so the
 * server's own summary triggers keep the contact list right.
 */
async function seedThroughApi(base, conversationDriverId) {
  const token = (await signIn(base, admin)).access_token;
  const [me] = await api(base, token, 'GET', '/admin/');
  const drivers = [];
  for (let page = 1; drivers.length < settings.contacts; page++) {
    const { results } = await api(base, token, 'GET', `/users/drivers/?page=${page}&page_size=200&ordering=id`);
    if (!results.length) break;
    drivers.push(...results);
  }
  const others = drivers.filter((d) => d.id !== conversationDriverId);
  const previewed = others.slice(0, settings.previews);
  const receivedFrom = previewed.slice(0, Math.min(settings.received, previewed.length));
  const sentTo = previewed.slice(receivedFrom.length);
  let t = performance.now();
  await pool(sentTo, 8, (d, i) => api(base, token, 'POST', `/messages/${d.id}/`, { message: `Bench preview ${i + 1}: please confirm the pickup time.` }));
  // Received ones leave an unread badge: each driver signs in and writes.
  await pool(receivedFrom, 4, async (d, i) => {
    const tokens = await signIn(base, { email: d.phone_number_driver ?? d.email, password: DRIVER_PASSWORD });
    await api(base, tokens.access_token, 'POST', `/messages/${me.id}/`, { message: `Bench reply ${i + 1}: on my way to the shipper.` });
  });
  const previewMs = performance.now() - t;
  const conversationDriver = drivers.find((d) => d.id === conversationDriverId);
  if (!conversationDriver) throw new Error(`the seeded conversation's driver ${conversationDriverId} is not among the drivers`);
  const driverLogin = { email: conversationDriver.phone_number_driver ?? conversationDriver.email, password: DRIVER_PASSWORD };
  // The big conversation gets the newest message, so it is first in the list and selected on load.
  const newest = `Bench newest ${Date.now()}: the conversation opens here.`;
  const driverToken = (await signIn(base, driverLogin)).access_token;
  await api(base, driverToken, 'POST', `/messages/${me.id}/`, { message: newest });

  t = performance.now();
  const res = await fetch(`${base}/api/chat/list/`, { headers: { authorization: `Bearer ${token}` } });
  const listBytes = Number(res.headers.get('content-length')) || 0;
  const list = await res.json();
  const listMs = performance.now() - t;
  return {
    adminId: me.id,
    driverLogin,
    conversation: conversationDriver,
    newest,
    previewMs,
    contacts: list.length,
    withPreview: list.filter((c) => c.last_message).length,
    unreadContacts: list.filter((c) => c.unread_count > 0).length,
    first: list[0]?.user,
    listMs,
    listBytes: listBytes || JSON.stringify(list).length,
  };
}

// ---------------------------------------------------------------------------------------------
// Browser side (functions serialised into the page)

/**
 * Runs before any page script: when the contact list and the conversation (its newest message)
 * first show, long tasks, the older pages of messages fetched, and the WebSockets opened.
 * Times are performance.now(): milliseconds since the navigation started.
 */
function chatProbe({ newest }) {
  const s = { contacts: null, conversation: null, newest: null, longTasks: [], olderPages: 0, sockets: [] };
  Object.defineProperty(window, '__bench', { value: s });
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      s.sockets.push(this);
    }
  };
  try {
    new PerformanceObserver((l) => l.getEntries().forEach((e) => s.longTasks.push([e.startTime, e.duration]))).observe({ type: 'longtask', buffered: true });
  } catch {}
  try {
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) if (/\/api\/messages\/\d+\/?\?[^#]*\bbefore=/.test(e.name)) s.olderPages++;
    }).observe({ type: 'resource', buffered: true });
  } catch {}
  const visible = (el) => !!el && el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  const check = () => {
    if (s.contacts === null && visible(document.querySelector('[role="list"][aria-label="Contacts"] [role="listitem"]'))) s.contacts = performance.now();
    const log = document.querySelector('[role="log"][aria-label="Messages"]');
    if (s.conversation === null && visible(log?.querySelector('[role="group"]'))) s.conversation = performance.now();
    // The newest message (the one a reader opens a conversation for) rendered in the log.
    if (s.newest === null && visible(log) && log.textContent.includes(newest)) s.newest = performance.now();
    if (s.contacts !== null && s.conversation !== null && s.newest !== null) mo.disconnect();
  };
  const mo = new MutationObserver(check);
  mo.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  // Stops watching (when the newest message never shows, the observer must not tax the scroll figures).
  s.stop = () => mo.disconnect();
}

/** Rendered rows and elements of the contact list and the message log. */
function domCounts() {
  const list = document.querySelector('[role="list"][aria-label="Contacts"]');
  const log = document.querySelector('[role="log"][aria-label="Messages"]');
  return {
    contactRows: list?.querySelectorAll('[role="listitem"]').length ?? 0,
    contactElements: list ? list.querySelectorAll('*').length + 1 : 0,
    messageRows: log?.querySelectorAll('[role="group"]').length ?? 0,
    logElements: log ? log.querySelectorAll('*').length + 1 : 0,
    documentElements: document.getElementsByTagName('*').length,
  };
}

/** Sweeps the contact list from top to bottom in `durationMs`, one step per animation frame. */
async function sweepContacts({ durationMs, statsSource }) {
  const frameStats = new Function(`return (${statsSource})`)();
  const frame = () => new Promise((r) => requestAnimationFrame(r));
  const el = document.querySelector('[role="list"][aria-label="Contacts"]');
  el.scrollTop = 0;
  await frame();
  await frame();
  const deltas = [];
  const t0 = await frame();
  let last = t0;
  let maxRows = 0;
  for (;;) {
    const now = await frame();
    deltas.push(now - last);
    last = now;
    const f = Math.min(1, (now - t0) / durationMs);
    // The scroll height grows as virtua measures rows: aim at the current bottom each frame.
    el.scrollTop = f * (el.scrollHeight - el.clientHeight);
    maxRows = Math.max(maxRows, el.querySelectorAll('[role="listitem"]').length);
    if (f >= 1 && el.scrollTop + el.clientHeight >= el.scrollHeight - 2) break;
    if (now - t0 > durationMs + 2000) break;
  }
  const atBottom = el.scrollTop + el.clientHeight >= el.scrollHeight - 2;
  const items = el.querySelectorAll('[role="listitem"]');
  return {
    ...frameStats(deltas, window.__bench.longTasks, t0, last),
    atBottom,
    maxRows,
    px: el.scrollHeight - el.clientHeight,
    lastName: items[items.length - 1]?.querySelector('button')?.textContent?.slice(0, 40) ?? null,
  };
}

/**
 * Scrolls the message log up at a steady speed until `pages` older pages arrived (they load as
 * the reader nears the top), counting the time spent waiting at the very top for the next page.
 */
async function scrollLogUp({ pages, pxPerSecond, timeoutMs, statsSource }) {
  const frameStats = new Function(`return (${statsSource})`)();
  const frame = () => new Promise((r) => requestAnimationFrame(r));
  const s = window.__bench;
  const log = document.querySelector('[role="log"][aria-label="Messages"]');
  const startPages = s.olderPages;
  const deltas = [];
  const t0 = await frame();
  let last = t0;
  let topWaitMs = 0;
  let maxRows = 0;
  let timedOut = false;
  while (s.olderPages - startPages < pages) {
    const now = await frame();
    const dt = now - last;
    deltas.push(dt);
    last = now;
    if (now - t0 > timeoutMs) {
      timedOut = true;
      break;
    }
    if (log.scrollTop <= 0.5) topWaitMs += dt;
    log.scrollTop = Math.max(0, log.scrollTop - (pxPerSecond * dt) / 1000);
    maxRows = Math.max(maxRows, log.querySelectorAll('[role="group"]').length);
  }
  // The last page's rows render in the next frames.
  for (let i = 0; i < 5; i++) {
    const now = await frame();
    deltas.push(now - last);
    last = now;
  }
  return {
    ...frameStats(deltas, s.longTasks, t0, last),
    olderPages: s.olderPages - startPages,
    topWaitMs,
    timedOut,
    maxRows,
    rowsAtEnd: log.querySelectorAll('[role="group"]').length,
    logElementsAtEnd: log.querySelectorAll('*').length + 1,
    spinnerAtEnd: !!document.querySelector('[aria-label="Loading older messages"]'),
  };
}

/** Scrolls the log down through history already loaded (no requests): the cost of rendering rows alone. */
async function scrollLogDown({ durationMs, pxPerSecond, statsSource }) {
  const frameStats = new Function(`return (${statsSource})`)();
  const frame = () => new Promise((r) => requestAnimationFrame(r));
  const log = document.querySelector('[role="log"][aria-label="Messages"]');
  const deltas = [];
  const t0 = await frame();
  let last = t0;
  let maxRows = 0;
  const from = log.scrollTop;
  while (last - t0 < durationMs) {
    const now = await frame();
    deltas.push(now - last);
    log.scrollTop += (pxPerSecond * (now - last)) / 1000;
    last = now;
    maxRows = Math.max(maxRows, log.querySelectorAll('[role="group"]').length);
  }
  return { ...frameStats(deltas, window.__bench.longTasks, t0, last), maxRows, px: Math.round(log.scrollTop - from) };
}

/** Resolves with Date.now() when `text` is in the message log (and the frame after, as painted). */
function watchArrival({ text, timeoutMs }) {
  return new Promise((resolve) => {
    const log = document.querySelector('[role="log"][aria-label="Messages"]');
    const done = (inDom) => {
      mo.disconnect();
      clearTimeout(timer);
      requestAnimationFrame(() => resolve({ inDom, painted: Date.now() }));
    };
    const mo = new MutationObserver(() => log.textContent.includes(text) && done(Date.now()));
    mo.observe(log, { childList: true, subtree: true, characterData: true });
    const timer = setTimeout(() => {
      mo.disconnect();
      resolve({ inDom: null, painted: null });
    }, timeoutMs);
    window.__benchArrivalReady = true;
  });
}

// ---------------------------------------------------------------------------------------------
// One measured visit

async function openChat(browser, base, data, { cpuRate = 1, gzipOnly = false } = {}) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    extraHTTPHeaders: gzipOnly ? { 'Accept-Encoding': 'gzip' } : undefined,
  });
  await context.grantPermissions(['microphone'], { origin: base });
  const tokens = await signIn(base, admin);
  await context.addInitScript(chatProbe, { newest: data.newest });
  await context.addInitScript(seedSession, { origin: new URL(base).origin, tokens });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (err) => problems.push(`page error: ${firstLine(err)}`));
  page.on('response', (res) => {
    if (res.status() >= 400) problems.push(`HTTP ${res.status()} ${new URL(res.url()).pathname}`);
  });
  const net = trackNetwork(page);
  if (cpuRate > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  }
  return { context, page, net, problems };
}

/** What the page shows when a run stops: the probe's readings and the visible text, shortened. */
async function describeState(page) {
  return page
    .evaluate(() => {
      const s = window.__bench;
      const probe = s ? `contacts ${s.contacts}, conversation ${s.conversation}, older pages ${s.olderPages}` : 'no probe';
      return `${probe}; text: ${(document.body?.innerText ?? '').replace(/\s+/g, ' ').slice(0, 300)}`;
    })
    .catch((err) => `could not read the page: ${firstLine(err)}`);
}

/** Loads /admin/chat and measures everything of one run; failures become notes, not crashes. */
async function measureRun(browser, base, data, cpuRate, run) {
  const { context, page, net, problems } = await openChat(browser, base, data, { cpuRate });
  const result = { cpuRate, run, problems };
  try {
    await page.goto(`${base}/admin/chat`, { waitUntil: 'commit', timeout: 90_000 });
    await page.waitForFunction(() => window.__bench.contacts !== null && window.__bench.conversation !== null, null, { timeout: 60_000, polling: 100 });
    // The log opens on the newest message; give it a grace period to get there, then note it if not.
    await page.waitForFunction(() => window.__bench.newest !== null, null, { timeout: 5_000, polling: 100 }).catch(() => {});
    Object.assign(
      result,
      await page.evaluate(() => {
        const s = window.__bench;
        s.stop();
        const log = document.querySelector('[role="log"][aria-label="Messages"]');
        const rows = [...(log?.querySelectorAll('[role="group"]') ?? [])];
        const box = log?.getBoundingClientRect();
        const shown = rows.filter((r) => {
          const b = r.getBoundingClientRect();
          return b.bottom > box.top && b.top < box.bottom;
        });
        return {
          contactsMs: s.contacts,
          conversationMs: s.conversation,
          newestMs: s.newest,
          opened: log
            ? {
                scrollTop: Math.round(log.scrollTop),
                scrollHeight: log.scrollHeight,
                clientHeight: log.clientHeight,
                firstShown: shown[0]?.innerText.replace(/\s+/g, ' ').slice(0, 60),
                lastShown: shown.at(-1)?.innerText.replace(/\s+/g, ' ').slice(0, 60),
              }
            : null,
        };
      }),
    );
    if (result.newestMs === null) {
      const o = result.opened;
      problems.push(
        `the conversation opened without its newest message in view (5 s grace): log scrollTop ${o?.scrollTop} of ${o ? o.scrollHeight - o.clientHeight : '?'}, ` +
          `showing "${o?.firstShown}" .. "${o?.lastShown}"`,
      );
    }
    if (!(await net.quiet())) problems.push('requests still open 30 s after the conversation showed');
    result.loaded = await page.evaluate(domCounts);
    const name = `${data.conversation.first_name} ${data.conversation.last_name}`;
    if (!(await page.getByRole('heading', { name, exact: true }).isVisible())) problems.push(`the open conversation is not ${name}'s`);

    // A message arriving live: the WebSocket must be open first.
    await page.waitForFunction(() => window.__bench.sockets.some((s) => /\/api\/ws/.test(s.url) && s.readyState === 1), null, { timeout: 30_000 });
    const text = `Bench live ${cpuRate}x run ${run} ${Date.now()}`;
    const arrival = page.evaluate(watchArrival, { text, timeoutMs: 30_000 });
    await page.waitForFunction(() => window.__benchArrivalReady === true);
    const driverToken = (await signIn(base, data.driverLogin)).access_token;
    const sentAt = Date.now();
    await api(base, driverToken, 'POST', `/messages/${data.adminId}/`, { message: text });
    const postMs = Date.now() - sentAt;
    const seen = await arrival;
    data.newest = text;
    result.live = { postMs, inDomMs: seen.inDom === null ? null : seen.inDom - sentAt, paintedMs: seen.painted === null ? null : seen.painted - sentAt };
    if (seen.inDom === null) problems.push('the live message did not show within 30 s');
    await net.quiet();

    const statsSource = frameStats.toString();
    result.contactScroll = await page.evaluate(sweepContacts, { durationMs: settings.contactSweepMs, statsSource });
    await net.quiet();
    result.logScroll = await page.evaluate(scrollLogUp, {
      pages: settings.olderPages,
      pxPerSecond: settings.logPxPerSecond,
      timeoutMs: 180_000,
      statsSource,
    });
    await net.quiet();
    result.logDown = await page.evaluate(scrollLogDown, { durationMs: settings.logDownMs, pxPerSecond: settings.logPxPerSecond, statsSource });
    if (result.logScroll.timedOut)
      problems.push(`the log scroll stopped after 180 s with ${result.logScroll.olderPages} of ${settings.olderPages} older pages`);
    result.afterScroll = await page.evaluate(domCounts);
    result.heap = await page.evaluate(() => performance.memory?.usedJSHeapSize ?? null);
  } catch (err) {
    problems.push(`run stopped: ${firstLine(err)}`);
    problems.push(`at ${page.url()}: ${await describeState(page)}`);
    if (settings.verbose) await page.screenshot({ path: path.join(os.tmpdir(), `bench-chat-${cpuRate}x-run${run}.png`) }).catch(() => {});
  } finally {
    await context.close().catch(() => {});
  }
  return result;
}

/**
 * The JavaScript of one cold visit (gzip only, like bench:web): what loads until the conversation
 * shows, what loads after it while idle, then when the emoji picker opens and a recording starts.
 */
async function measureBytes(browser, base, data, shared) {
  const { context, page, net, problems } = await openChat(browser, base, data, { gzipOnly: true });
  let phase = 'first load';
  const phaseOf = new Map();
  const scripts = [];
  const pending = [];
  page.on('request', (req) => phaseOf.set(req, phase));
  page.on('requestfinished', (req) => {
    pending.push(
      (async () => {
        try {
          const res = await req.response();
          const type = res?.headers()['content-type'] ?? '';
          if (req.resourceType() !== 'script' && !/javascript/.test(type)) return;
          // The recorder's worklets come from blob: URLs made in the page: nothing crosses the wire.
          if (!/^https?:/.test(req.url())) return;
          const sizes = await req.sizes();
          const { pathname } = new URL(req.url());
          const chat = pathname.startsWith('/remotes/chat/');
          const file = chat ? pathname.replace(/^\/remotes\/chat\/(dist\/)?/, '') : pathname;
          scripts.push({
            phase: phaseOf.get(req) ?? phase,
            path: pathname,
            chat,
            shared: chat ? (shared.get(file) ?? null) : null,
            bytes: sizes.responseBodySize,
            encoding: res.headers()['content-encoding'] ?? 'identity',
          });
        } catch (err) {
          problems.push(`could not size ${req.url()}: ${firstLine(err)}`);
        }
      })(),
    );
  });
  const steps = {};
  try {
    await page.goto(`${base}/admin/chat`, { waitUntil: 'commit', timeout: 90_000 });
    await page.waitForFunction(() => window.__bench.conversation !== null, null, { timeout: 60_000, polling: 50 });
    await page.evaluate(() => window.__bench.stop());
    phase = 'after it shows (idle)';
    await net.quiet();
    await Promise.all(pending);

    phase = 'emoji picker';
    let t = performance.now();
    await page.getByRole('button', { name: 'Choose emoji' }).click();
    await page.locator('[role="dialog"][aria-label="Emoji picker"] em-emoji-picker').waitFor({ state: 'attached', timeout: 60_000 });
    await page.getByLabel('Loading emoji').waitFor({ state: 'detached', timeout: 60_000 });
    steps.emojiMs = performance.now() - t;
    await net.quiet();
    // Closed with its toggle: the first Escape does not close it (e2e/tests/chat.spec.ts, a known bug).
    await page.getByRole('button', { name: 'Choose emoji' }).click();
    await page.getByRole('dialog', { name: 'Emoji picker' }).waitFor({ state: 'detached', timeout: 10_000 });

    phase = 'voice recorder';
    t = performance.now();
    await page.getByRole('button', { name: 'Record voice note' }).click();
    const stop = page.getByRole('button', { name: 'Stop recording' });
    const denied = page.getByRole('alert');
    await Promise.race([stop.waitFor({ timeout: 60_000 }), denied.waitFor({ timeout: 60_000 })]);
    if (await denied.isVisible().catch(() => false)) problems.push(`recorder: ${await denied.textContent()}`);
    steps.recorderMs = performance.now() - t;
    if (await stop.isVisible().catch(() => false)) {
      await stop.click();
      await page.getByRole('button', { name: 'Remove voice note' }).waitFor({ timeout: 30_000 });
    }
    await net.quiet();
  } catch (err) {
    problems.push(`bytes run stopped: ${firstLine(err)}`);
    problems.push(`at ${page.url()}: ${await describeState(page)}`);
  } finally {
    await Promise.all(pending);
    await context.close().catch(() => {});
  }
  return { scripts, steps, problems };
}

// ---------------------------------------------------------------------------------------------
// Report

/** The median time to the newest message, or how many runs never showed it. */
function newestCell(rs) {
  const never = rs.filter((r) => r.conversationMs != null && r.newestMs == null).length;
  const m = median(rs.map((r) => r.newestMs));
  return never ? `${m === null ? 'never' : ms(m)} (not in view in ${never} of ${rs.length})` : ms(m);
}

function printReport(data, setup, runs, bytes) {
  const byRate = (rate) => runs.filter((r) => r.cpuRate === rate);
  const med = (rate, pick) => median(byRate(rate).map(pick));
  const rates = [1, settings.throttle];
  const label = (rate) => (rate === 1 ? '1x' : `${rate}x`);

  console.log(`\n## Chat at scale (${settings.runs} cold runs per CPU rate, medians)\n`);
  console.log(
    `Data: ${data.contacts.toLocaleString('en-US')} contacts for the admin (${data.withPreview} with a last message, ` +
      `${data.unreadContacts} with unread messages), a conversation of ${setup.conversationSize.toLocaleString('en-US')} messages ` +
      `with ${data.conversation.first_name} ${data.conversation.last_name} (first in the list). ` +
      `GET /api/chat/list/ alone: ${kib(data.listBytes)} KiB in ${ms(data.listMs)} ms.`,
  );

  console.log('\n### Opening /admin/chat (cold: new context, empty cache)\n');
  console.log(
    table(
      [
        'CPU',
        'contact list visible ms',
        'conversation (first rows) visible ms',
        'newest message visible ms',
        'contact rows in DOM / total',
        'contact list elements',
        'message rows in DOM / loaded / in conversation',
        'log elements',
        'page elements',
      ],
      rates.map((rate) => [
        label(rate),
        ms(med(rate, (r) => r.contactsMs)),
        ms(med(rate, (r) => r.conversationMs)),
        newestCell(byRate(rate)),
        `${ms(med(rate, (r) => r.loaded?.contactRows))} / ${data.contacts}`,
        ms(med(rate, (r) => r.loaded?.contactElements)),
        `${ms(med(rate, (r) => r.loaded?.messageRows))} / 100 / ${setup.conversationSize.toLocaleString('en-US')}`,
        ms(med(rate, (r) => r.loaded?.logElements)),
        ms(med(rate, (r) => r.loaded?.documentElements)),
      ]),
      ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
    ),
  );

  console.log('\n### Scrolling (frame = requestAnimationFrame delta; dropped = frames over 33 ms)\n');
  const scrollRow = (name, rate, pick, extra) => {
    const xs = byRate(rate).map(pick).filter(Boolean);
    return [
      name,
      label(rate),
      ms1(median(xs.map((x) => x.seconds))),
      ms(median(xs.map((x) => x.frames))),
      ms1(median(xs.map((x) => x.p50))),
      ms1(median(xs.map((x) => x.p95))),
      ms1(median(xs.map((x) => x.max))),
      ms(median(xs.map((x) => x.dropped))),
      `${ms(median(xs.map((x) => x.longCount)))} / ${ms(median(xs.map((x) => x.longMs)))}`,
      extra(xs),
    ];
  };
  console.log(
    table(
      ['scroll', 'CPU', 's', 'frames', 'p50 ms', 'p95 ms', 'max ms', 'dropped', 'long tasks n / ms', 'rows in DOM (max)'],
      [
        ...rates.map((rate) =>
          scrollRow(
            `contact list, top to bottom (${ms(median(runs.map((r) => r.contactScroll?.px)))} px) in ${(settings.contactSweepMs / 1000).toFixed(0)} s`,
            rate,
            (r) => r.contactScroll,
            (xs) => `${ms(median(xs.map((x) => x.maxRows)))} of ${data.contacts}`,
          ),
        ),
        ...rates.map((rate) =>
          scrollRow(
            `message log, up through ${settings.olderPages * 100} messages at ${settings.logPxPerSecond} px/s`,
            rate,
            (r) => r.logScroll,
            (xs) => `${ms(median(xs.map((x) => x.maxRows)))} of ${ms(median(xs.map((x) => 100 * (1 + x.olderPages))))} loaded`,
          ),
        ),
        ...rates.map((rate) =>
          scrollRow(
            `message log, down through loaded history for ${(settings.logDownMs / 1000).toFixed(0)} s at ${settings.logPxPerSecond} px/s (no requests)`,
            rate,
            (r) => r.logDown,
            (xs) => `${ms(median(xs.map((x) => x.maxRows)))} (${ms(median(xs.map((x) => x.px)))} px scrolled)`,
          ),
        ),
      ],
      ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
    ),
  );
  for (const rate of rates) {
    const xs = byRate(rate)
      .map((r) => r.logScroll)
      .filter(Boolean);
    const reached = byRate(rate).map((r) => r.contactScroll?.atBottom);
    console.log(
      `- ${label(rate)}: log scroll waited at the very top for the next page ${ms(median(xs.map((x) => x.topWaitMs)))} ms (median); ` +
        `older pages loaded ${xs.map((x) => x.olderPages).join('/')}; contact list reached the last contact: ${reached.map((b) => (b ? 'yes' : 'no')).join('/')}; ` +
        `after scrolling ${ms(med(rate, (r) => r.afterScroll?.messageRows))} message rows and ${ms(med(rate, (r) => r.afterScroll?.logElements))} log elements in the DOM` +
        (med(rate, (r) => r.heap) ? `; JS heap ${(med(rate, (r) => r.heap) / 2 ** 20).toFixed(0)} MiB` : ''),
    );
  }

  console.log('\n### A message arriving live (POST by the contact -> shown in the open conversation)\n');
  console.log(
    table(
      ['CPU', 'POST answered ms', 'in the DOM ms', 'next frame ms'],
      rates.map((rate) => [label(rate), ms(med(rate, (r) => r.live?.postMs)), ms(med(rate, (r) => r.live?.inDomMs)), ms(med(rate, (r) => r.live?.paintedMs))]),
      ['l', 'r', 'r', 'r'],
    ),
  );

  console.log("\n### The chat remote's JavaScript (/remotes/chat/, gzip, one cold visit)\n");
  const chat = bytes.scripts.filter((s) => s.chat);
  console.log(
    table(
      ['phase', 'file', 'kind', 'KiB gzip'],
      chat.map((s) => [
        s.phase,
        s.path.replace('/remotes/chat/', ''),
        s.shared ? `shared: ${s.shared}` : 'own',
        `${kib(s.bytes)}${s.encoding === 'identity' ? ' (plain)' : ''}`,
      ]),
      ['l', 'l', 'l', 'r'],
    ),
  );
  const sum = (xs) => xs.reduce((n, s) => n + s.bytes, 0);
  const phases = [...new Set(bytes.scripts.map((s) => s.phase))];
  console.log('');
  console.log(
    table(
      ['phase', 'chat own files', 'chat own KiB', 'chat shared-fallback KiB', 'all JS files', 'all JS KiB'],
      phases.map((p) => {
        const all = bytes.scripts.filter((s) => s.phase === p);
        const own = all.filter((s) => s.chat && !s.shared);
        return [p, own.length, kib(sum(own)), kib(sum(all.filter((s) => s.chat && s.shared))), all.length, kib(sum(all))];
      }),
      ['l', 'r', 'r', 'r', 'r', 'r'],
    ),
  );
  const firstOwn = sum(chat.filter((s) => s.phase === 'first load' && !s.shared)) / 1024;
  console.log(
    `\nBudget: the chat remote's own first-load JS <= ${BUDGET_KIB} KiB gzip -> ${firstOwn.toFixed(1)} KiB, ${firstOwn <= BUDGET_KIB ? 'within budget' : 'OVER budget'}` +
      ` (emoji picker opened in ${ms(bytes.steps.emojiMs)} ms, recorder started in ${ms(bytes.steps.recorderMs)} ms, both cold).`,
  );
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const builds = checkBuilds('chat');
  if (builds.missing.length) {
    console.error(
      `[bench:chat] missing build output: ${builds.missing.join(', ')}. Run \`pnpm build\` at the repository root first (this bench does not build).`,
    );
    return 1;
  }
  builds.warnings.forEach((w) => say(`warning: ${w}`));
  if (builds.absent.length) say(`not built, not served: ${builds.absent.join(', ')}`);
  if (!fs.existsSync(settings.chromium)) throw new Error(`no Chromium at ${settings.chromium} (set PLAYWRIGHT_CHROMIUM_PATH)`);
  if (!(await portIsFree(settings.port))) throw new Error(`port ${settings.port} is in use (set BENCH_CHAT_PORT)`);

  const run = createRun({
    label: 'bench:chat',
    port: settings.port,
    admin,
    // No demo company: the admin's contacts are exactly the bulk drivers.
    env: { HAULBOARD_DEMO: '0', HAULBOARD_LOGIN_RATE_LIMIT: '100000' },
    say,
    onSignal: () => {
      interrupted = true;
    },
  });
  const { tmp, webRoot, base, env } = run;
  let server = null;
  let browser = null;

  try {
    const dists = await snapshotBuilds(webRoot, say);
    say(`serving a copy of ${dists.join(', ')}`);
    const shared = sharedChunks(webRoot);

    // 1. First start: creates and migrates the database and the admin.
    let t = performance.now();
    server = run.server = await startServer(env, base);
    say(`first start (initdb, migrations, admin) in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    await stopServer(server);
    server = null;

    // 2. The seed CLI on the stopped database: drivers (= contacts) and the big conversation.
    t = performance.now();
    const seedArgs = ['--drivers', settings.contacts, '--messages', settings.messages].map(String);
    say(`seeding: node server/dist/seed-cli.cjs ${seedArgs.join(' ')}`);
    const seedOut = execFileSync(process.execPath, [seedJs, ...seedArgs], { cwd: serverDir, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
    if (settings.verbose) process.stdout.write(seedOut);
    const conversationDriverId = Number(/driver id (\d+)/.exec(seedOut)?.[1]);
    if (!Number.isInteger(conversationDriverId)) throw new Error(`the seed did not name the conversation's driver:\n${seedOut}`);
    say(`seeded in ${((performance.now() - t) / 1000).toFixed(1)} s`);

    t = performance.now();
    server = run.server = await startServer(env, base);
    say(`server up on ${base} in ${((performance.now() - t) / 1000).toFixed(1)} s (temporary folder ${tmp})`);
    const data = await seedThroughApi(base, conversationDriverId);
    say(
      `previews through the API in ${(data.previewMs / 1000).toFixed(1)} s: ${data.contacts} contacts, ${data.withPreview} with a last message, ` +
        `first in the list: ${data.first?.first_name} ${data.first?.last_name} (id ${data.first?.id}; conversation driver ${conversationDriverId})`,
    );
    const setup = { conversationSize: settings.messages + 1 };

    browser = run.browser = await launchChromium(settings.chromium, MEDIA_ARGS);
    const loadAtStart = os.loadavg()[0];
    say(`Chromium ${browser.version()}, ${os.cpus().length} cores, ${settings.runs} runs per CPU rate, load average ${loadAtStart.toFixed(1)}`);

    const runs = [];
    const notes = [];
    for (const rate of [1, settings.throttle]) {
      for (let i = 1; i <= settings.runs; i++) {
        const r = await measureRun(browser, base, data, rate, i);
        if (r.live?.inDomMs !== null && r.live) setup.conversationSize++;
        runs.push(r);
        r.problems.forEach((p) => notes.push(`${rate}x run ${i}: ${p}`));
        const c = r.contactScroll;
        const l = r.logScroll;
        say(
          `${rate}x run ${i}: list ${ms(r.contactsMs)} ms, conversation ${ms(r.conversationMs)} ms, newest ${ms(r.newestMs)} ms, rows ${r.loaded?.contactRows}/${r.loaded?.messageRows}, ` +
            `live ${ms(r.live?.inDomMs)} ms; contacts scroll p95 ${ms1(c?.p95)} max ${ms1(c?.max)} dropped ${c?.dropped}; ` +
            `log scroll ${ms1(l?.seconds)} s p95 ${ms1(l?.p95)} max ${ms1(l?.max)} dropped ${l?.dropped} long ${ms(l?.longMs)} ms, pages ${l?.olderPages}`,
        );
        if (settings.verbose) say(`    ${JSON.stringify({ opened: r.opened, loaded: r.loaded, afterScroll: r.afterScroll })}`);
      }
    }

    say('bytes: one cold visit with Accept-Encoding: gzip, then the emoji picker and the recorder');
    const bytes = await measureBytes(browser, base, data, shared);
    bytes.problems.forEach((p) => notes.push(`bytes run: ${p}`));
    if (settings.verbose) for (const s of bytes.scripts) say(`    ${s.phase}: ${s.path} ${s.bytes} B ${s.encoding}`);

    printReport(data, setup, runs, bytes);
    if (builds.warnings.length) notes.push(...builds.warnings);
    if (notes.length) console.log(`\nNotes:\n${[...new Set(notes)].map((n) => `  - ${n}`).join('\n')}`);
    console.log(
      `\nMachine: ${os.cpus().length} cores (${os.cpus()[0]?.model?.trim() ?? 'unknown CPU'}), load average ${loadAtStart.toFixed(1)} at the start and ${os.loadavg()[0].toFixed(1)} at the end (1 min), Chromium ${browser.version()} headless, server and browser on the same machine.`,
    );
    return 0;
  } finally {
    await run.cleanUp();
  }
}

let interrupted = false;

main().then(
  (code) => process.exit(code),
  (err) => {
    if (interrupted) process.exit(130);
    console.error(`[bench:chat] ${err?.stack ?? err}`);
    process.exit(1);
  },
);
