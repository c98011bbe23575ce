// Dashboard grid at scale: the truck activity grid of /admin with 500 trucks and 10,000 loads picked up
// in the current month (and as many in the months either side), served by the production server and
// measured in Debian's Chromium through Playwright. Time to the first grid, rendered rows against the
// total (virtualisation), the main-thread work of each filter change and week step (the issue's budget:
// under 100 ms), frame times while scrolling, the JS heap. Prints tables; never fails on the figures,
// only when the harness breaks. See README.md.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { serverDir, signIn, startServer, stopServer } from './lib/server.mjs';
import { checkBuilds, createRun, formatMs, median, portIsFree, positive, seedSession, snapshotBuilds, table } from './lib/harness.mjs';
import { frameStats, launchChromium, trackNetwork } from './lib/browser.mjs';

const seedJs = path.join(serverDir, 'dist', 'seed-cli.cjs');

const settings = {
  port: positive(process.env.BENCH_DASH_PORT, 8193),
  runs: positive(process.env.BENCH_DASH_RUNS, 3),
  trucks: positive(process.env.BENCH_DASH_TRUCKS, 500),
  // Loads picked up in each of the previous, the current and the next month.
  loadsPerMonth: positive(process.env.BENCH_DASH_LOADS, 10000),
  sweepMs: positive(process.env.BENCH_DASH_SWEEP_MS, 5000),
  chromium: process.env.PLAYWRIGHT_CHROMIUM_PATH || '/usr/bin/chromium',
  // CPU rates to run at (1 = this machine; 4 = CDP throttling, a slower laptop).
  rates: (process.env.BENCH_DASH_RATES ?? '1,4')
    .split(',')
    .map(Number)
    .filter((r) => r >= 1),
  verbose: process.env.BENCH_DASH_VERBOSE === '1',
  profile: process.env.BENCH_DASH_PROFILE === '1',
  profileRate: positive(process.env.BENCH_DASH_PROFILE_RATE, 1),
};
const admin = { email: 'admin@haulboard.local', password: 'Bench-admin-pass1!' };
const BUDGET_MS = 100; // main-thread work of a filter change or a week step (issue 5)
const JANK_MS = 33; // a frame longer than two 60 Hz frames counts as dropped
const EVENT_WAIT_MS = 300; // how long to wait for an Event Timing entry after the paint (none under 16 ms)

const say = (m) => console.log(`[bench:dashboard] ${m}`);
const kib = (bytes) => (bytes / 1024).toFixed(1);
const firstLine = (err) => String(err?.message ?? err).split('\n')[0];
const ms = (x) => formatMs(x, 0);
const ms1 = (x) => (typeof x === 'number' && Number.isFinite(x) ? x.toFixed(1) : '-');
const ymd = (d) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

// ---------------------------------------------------------------------------------------------
// The grid's week arithmetic (remotes/dashboard/src/features/truck-activity/lib/week.ts), to know
// which steps stay in the month: weeks start on Monday and count from the month's first Monday.

const addDays = (d, n) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);
function firstMonday(year, month) {
  const first = new Date(year, month, 1);
  return addDays(first, (8 - first.getDay()) % 7);
}
function weeksInMonth(year, month) {
  let n = 0;
  for (let d = firstMonday(year, month); d.getMonth() === month; d = addDays(d, 7)) n++;
  return n;
}
function weekOf(day) {
  const monday = addDays(day, -((day.getDay() + 6) % 7));
  const year = monday.getFullYear();
  const month = monday.getMonth();
  return { year, month, week: Math.round((monday - firstMonday(year, month)) / (7 * 86_400_000)) + 1 };
}

// ---------------------------------------------------------------------------------------------
// Builds: used as they are (this bench never builds), copied so a rebuild cannot change them mid-run.

// ---------------------------------------------------------------------------------------------
// Data

/** The previous, the current and the next month (local time, as the browser on this machine sees it). */
function months(today = new Date()) {
  return [-1, 0, 1].map((k) => {
    const start = new Date(today.getFullYear(), today.getMonth() + k, 1);
    const end = new Date(start.getFullYear(), start.getMonth() + 1, 0);
    return { start: ymd(start), end: ymd(end), days: end.getDate(), year: start.getFullYear(), month: start.getMonth() };
  });
}

/**
 * The seed CLI makes the trucks (two drivers each) and the loads with their assignments, but spreads
 * pickups over a year; one UPDATE on the running server's embedded PostgreSQL moves them into the three
 * months, a third each, on random days (delivery dates keep their distance to the pickup).
 */
async function movePickups(dataDir, spans) {
  const require = createRequire(path.join(serverDir, 'package.json'));
  const { Client } = require('pg');
  const port = Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3]);
  const password = fs.readFileSync(path.join(dataDir, '.pg-password'), 'utf8').trim();
  const client = new Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'haulboard' });
  await client.connect();
  try {
    await client.query('select setseed(0.5)');
    const res = await client.query(
      `with o as (select id, row_number() over (order by id) - 1 as k from loads),
            m as (select * from unnest($1::date[], $2::int[]) with ordinality as m(start, days, idx)),
            t as (select o.id, m.start + floor(random() * m.days)::int as pickup from o join m on m.idx = 1 + o.k % 3)
       update loads l set pickup_date = t.pickup, delivery_date = t.pickup + coalesce(l.delivery_date - l.pickup_date, 0)
         from t where l.id = t.id`,
      [spans.map((s) => s.start), spans.map((s) => s.days)],
    );
    await client.query('analyze loads');
    return res.rowCount;
  } finally {
    await client.end();
  }
}

async function api(base, token, url) {
  const t = performance.now();
  const res = await fetch(`${base}/api${url}`, { headers: { authorization: `Bearer ${token}` } });
  const text = await res.text();
  if (!res.ok) throw new Error(`GET /api${url}: ${res.status} ${text.slice(0, 200)}`);
  return { body: JSON.parse(text), bytes: text.length, ms: performance.now() - t };
}

/** What the API says the current month holds: the figures the grid must show. */
async function checkMonth(base, month) {
  const token = (await signIn(base, admin)).access_token;
  const { body } = await api(base, token, `/loads-overview/?from=${month.start}&to=${month.end}`);
  const items = body.months.flatMap((m) => m.items);
  const trucks = new Set(items.map((i) => i.Truck_number));
  // The grid's own request: the month and the six days its last week runs into.
  const to = ymd(addDays(new Date(month.year, month.month + 1, 0), 6));
  const gridReq = await api(base, token, `/loads-overview/?from=${month.start}&to=${to}`);
  return {
    loads: items.length,
    trucks: trucks.size,
    realTrucks: [...trucks].filter((t) => t !== 'NA').length,
    unassigned: items.filter((i) => i.status === 'unassigned').length,
    days: new Set(items.map((i) => i.pickup_date?.slice(0, 10))).size,
    drivers: new Set(items.map((i) => i.driver_name).filter(Boolean)).size,
    gridItems: gridReq.body.months.reduce((n, m) => n + m.items.length, 0),
    gridBytes: gridReq.bytes,
    gridMs: gridReq.ms,
  };
}

// ---------------------------------------------------------------------------------------------
// Browser side (functions serialised into the page)

/**
 * Runs before any page script: when the grid first has a row (and the frame after), long tasks,
 * long animation frames and Event Timing entries (durationThreshold 16 ms, the minimum).
 */
function dashProbe() {
  const s = { grid: null, gridFrame: null, longTasks: [], events: [], loafs: [] };
  Object.defineProperty(window, '__bench', { value: s });
  const observe = (type, fn, extra = {}) => {
    try {
      new PerformanceObserver((l) => l.getEntries().forEach(fn)).observe({ type, buffered: true, ...extra });
    } catch {}
  };
  observe('longtask', (e) => s.longTasks.push([e.startTime, e.duration]));
  observe(
    'event',
    (e) =>
      s.events.push({
        name: e.name,
        start: e.startTime,
        duration: e.duration,
        processingStart: e.processingStart,
        processingEnd: e.processingEnd,
        interactionId: e.interactionId,
      }),
    { durationThreshold: 16 },
  );
  observe('long-animation-frame', (e) =>
    s.loafs.push({
      start: e.startTime,
      duration: e.duration,
      renderStart: e.renderStart,
      styleAndLayoutStart: e.styleAndLayoutStart,
      blocking: e.blockingDuration,
      scripts: e.scripts.map((x) => ({
        invoker: x.invoker,
        fn: x.sourceFunctionName,
        url: x.sourceURL,
        pos: x.sourceCharPosition,
        duration: x.duration,
        layout: x.forcedStyleAndLayoutDuration,
      })),
    }),
  );
  const mo = new MutationObserver(() => {
    if (document.querySelector('[role="table"][aria-label="Truck activity"] [role="rowheader"]')) {
      s.grid = performance.now();
      mo.disconnect();
      requestAnimationFrame(() => setTimeout(() => (s.gridFrame = performance.now())));
    }
  });
  mo.observe(document, { childList: true, subtree: true });
}

/** The grid section's state, without reading the selects' 10,000 options. */
function gridState() {
  const section = document.querySelector('section[aria-labelledby="truck-activity-title"]');
  if (!section) return { present: false };
  const last = section.lastElementChild;
  const tbl = section.querySelector('[role="table"][aria-label="Truck activity"]');
  const selects = Object.fromEntries(
    [...section.querySelectorAll('label')].map((l) => [l.textContent.trim(), l.control?.value ?? null]).filter(([, v]) => v !== null),
  );
  return {
    present: true,
    label: section.querySelector('[aria-live]')?.textContent ?? null,
    loading: last?.getAttribute('role') === 'status',
    failed: !!section.querySelector('[role="alert"]'),
    empty: !tbl && !!last && /No truck activity data/.test(last.textContent),
    firstDay: tbl?.querySelectorAll('[role="columnheader"]')[1]?.textContent ?? null,
    rows: tbl ? tbl.querySelectorAll('[role="rowheader"]').length : 0,
    listbox: section.querySelector('[role="listbox"]')?.id ?? null,
    listOptions: section.querySelectorAll('[role="listbox"] [role="option"]').length,
    selects,
  };
}

/** Rendered rows and elements of the grid, and what the rest of the page costs in elements. */
function domCounts() {
  const tbl = document.querySelector('[role="table"][aria-label="Truck activity"]');
  const section = document.querySelector('section[aria-labelledby="truck-activity-title"]');
  return {
    rows: tbl?.querySelectorAll('[role="rowheader"]').length ?? 0,
    tableElements: tbl ? tbl.querySelectorAll('*').length + 1 : 0,
    options: section?.querySelectorAll('option').length ?? 0,
    documentElements: document.getElementsByTagName('*').length,
  };
}

/**
 * Marks the start of an interaction (the input is sent from Node right after), so in-page figures
 * only count what follows.
 */
function markStart() {
  window.__bench.since = performance.now();
  return window.__bench.since;
}

/**
 * Waits until the interaction is done (`done` over gridState, checked each frame), then for the
 * frame after (rAF + a task: that frame's style, layout and paint have run). Node reads the
 * renderer's counters as soon as this returns: the interaction's window ends at its paint.
 */
async function settle({ kind, before, expectEmptyValue, select, timeoutMs, stateSource }) {
  const state = new Function(`return (${stateSource})`)();
  const frame = () => new Promise((r) => requestAnimationFrame(r));
  const s = window.__bench;
  const since = s.since;
  const done = (g) => {
    if (!g.present || g.loading) return false;
    // A searched filter's box reads 'All' for no filter (its label's control is the combobox input).
    if (kind === 'open') return g.listbox !== null && g.listOptions > 0;
    if (kind === 'select') return expectEmptyValue ? ['', 'All'].includes(g.selects[select]) : !['', 'All', undefined].includes(g.selects[select]);
    return g.label !== before.label && (g.failed || g.empty || (g.firstDay !== null && g.firstDay !== before.firstDay));
  };
  let timedOut = false;
  let g = state();
  while (!done(g)) {
    await frame();
    g = state();
    if (performance.now() - since > timeoutMs) {
      timedOut = true;
      break;
    }
  }
  const ready = performance.now();
  await frame();
  await new Promise((r) => setTimeout(r, 0));
  s.painted = performance.now();
  return { timedOut, state: g, readyMs: ready - since, paintedMs: s.painted - since };
}

/**
 * After the counters are read: waits a short while for the Event Timing entries (reported after
 * presentation), then gathers what happened between the input and the paint.
 */
async function collect({ eventWaitMs }) {
  const s = window.__bench;
  const { since, painted } = s;
  await new Promise((r) => setTimeout(r, eventWaitMs));
  const events = s.events.filter((e) => e.start >= since && e.interactionId > 0);
  const longest = events.sort((a, b) => b.duration - a.duration)[0] ?? null;
  const longTasks = s.longTasks.filter(([start, d]) => start + d > since && start < painted);
  const loafs = s.loafs.filter((f) => f.start + f.duration > since && f.start < painted);
  const resources = performance
    .getEntriesByType('resource')
    .filter((r) => r.startTime >= since && /\/api\/loads-overview\//.test(r.name))
    .map((r) => ({ start: r.startTime - since, end: r.responseEnd - since, duration: r.responseEnd - r.startTime, bytes: r.encodedBodySize }));
  return {
    event: longest && {
      name: longest.name,
      duration: longest.duration,
      inputDelay: longest.processingStart - longest.start,
      processing: longest.processingEnd - longest.processingStart,
      presentation: longest.start + longest.duration - longest.processingEnd,
    },
    eventNames: [...new Set(events.map((e) => e.name))],
    longCount: longTasks.length,
    longMs: longTasks.reduce((n, [, d]) => n + d, 0),
    longMax: longTasks.reduce((n, [, d]) => Math.max(n, d), 0),
    loafs,
    resources,
  };
}

/**
 * Sweeps the grid's scroller (virtua's element inside the table) from top to bottom in `durationMs`,
 * one scrollTop step per animation frame.
 */
async function sweepGrid({ durationMs, statsSource }) {
  const frameStats = new Function(`return (${statsSource})`)();
  const frame = () => new Promise((r) => requestAnimationFrame(r));
  const tbl = document.querySelector('[role="table"][aria-label="Truck activity"]');
  const el = [...tbl.querySelectorAll('*')].find((e) => /(auto|scroll)/.test(getComputedStyle(e).overflowY) && e.scrollHeight > e.clientHeight + 1);
  if (!el) return { error: 'no vertical scroller in the table' };
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
    // The scroll height changes as virtua measures rows: aim at the current bottom each frame.
    el.scrollTop = f * (el.scrollHeight - el.clientHeight);
    maxRows = Math.max(maxRows, tbl.querySelectorAll('[role="rowheader"]').length);
    if (f >= 1 && el.scrollTop + el.clientHeight >= el.scrollHeight - 2) break;
    if (now - t0 > durationMs + 3000) break;
  }
  const heads = tbl.querySelectorAll('[role="rowheader"]');
  return {
    ...frameStats(deltas, window.__bench.longTasks, t0, last),
    atBottom: el.scrollTop + el.clientHeight >= el.scrollHeight - 2,
    maxRows,
    px: el.scrollHeight - el.clientHeight,
    scroller: `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''}`,
    lastTruck: heads[heads.length - 1]?.textContent ?? null,
  };
}

// ---------------------------------------------------------------------------------------------
// One measured visit

/** The renderer's cumulative counters (seconds), from CDP Performance.getMetrics. */
async function metrics(cdp) {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(list.map((m) => [m.name, m.value]));
}

/** Self time per function of a CPU profile, the `top` heaviest, each with its costliest caller. */
function profileTop(profile, top = 10) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n);
  const name = (f) => {
    const file = f.url ? f.url.replace(/^https?:\/\/[^/]+/, '') : '';
    return `${f.functionName || '(anonymous)'}${file ? ` ${file}:${f.lineNumber + 1}:${f.columnNumber + 1}` : ''}`;
  };
  const self = new Map();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const byFn = new Map();
  let total = 0;
  for (const [id, t] of self) {
    const node = byId.get(id);
    const f = node.callFrame;
    if (['(idle)', '(program)', '(root)'].includes(f.functionName)) continue;
    total += t;
    const key = name(f);
    const entry = byFn.get(key) ?? { t: 0, callers: new Map() };
    entry.t += t;
    const up = parent.get(node.id);
    const caller = up ? name(up.callFrame) : '-';
    entry.callers.set(caller, (entry.callers.get(caller) ?? 0) + t);
    byFn.set(key, entry);
  }
  return {
    total,
    top: [...byFn]
      .sort((a, b) => b[1].t - a[1].t)
      .slice(0, top)
      .map(([fn, e]) => [fn, e.t, [...e.callers].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '-']),
  };
}

/**
 * One interaction: `prepare` (untimed: focus, coordinates), then the renderer's counters, the
 * start mark, the trusted input from Node (`act`), `settle` in the page, the counters again.
 * Main-thread work = the renderer main thread's task time in between (CDP TaskDuration).
 */
async function interact(page, cdp, net, spec, profile) {
  const before = await page.evaluate(gridState);
  const input = await spec.prepare(page);
  await net.quiet();
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
  }
  const m0 = await metrics(cdp);
  await page.evaluate(markStart);
  await spec.act(page, input);
  const settled = await page.evaluate(settle, {
    kind: spec.kind,
    select: spec.select,
    expectEmptyValue: spec.expectEmptyValue,
    before,
    timeoutMs: 60_000,
    stateSource: gridState.toString(),
  });
  const m1 = await metrics(cdp);
  let prof = null;
  if (profile) {
    prof = profileTop((await cdp.send('Profiler.stop')).profile);
    await cdp.send('Profiler.disable');
  }
  const r = { ...settled, ...(await page.evaluate(collect, { eventWaitMs: EVENT_WAIT_MS })) };
  const d = (k) => (m1[k] - m0[k]) * 1000;
  const overview = r.resources[0] ?? null;
  return {
    ...r,
    before,
    mainMs: d('TaskDuration'),
    scriptMs: d('ScriptDuration'),
    styleLayoutMs: d('RecalcStyleDuration') + d('LayoutDuration'),
    networkMs: overview?.duration ?? null,
    afterResponseMs: overview ? r.paintedMs - overview.end : null,
    profile: prof,
  };
}

const section = (page) => page.locator('section[aria-labelledby="truck-activity-title"]');
const centre = (box) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });

/** A plain <select> (Truck No, Date, Driver): focused and closed, an arrow picks the next option and fires change at once (Home: 'All'). */
const selectSpec = (name, select, key, expectEmptyValue) => ({
  name,
  kind: 'select',
  select,
  expectEmptyValue,
  network: false,
  prepare: async (page) => {
    await section(page).getByLabel(select, { exact: true }).focus();
  },
  act: (page) => page.keyboard.press(key),
});

/** A click on a searched filter's box: its list opens ('All' and at most 50 matches). */
const openSpec = (name, select) => ({
  name,
  kind: 'open',
  select,
  network: false,
  prepare: async (page) => centre(await section(page).getByRole('combobox', { name: select, exact: true }).boundingBox()),
  act: (page, at) => page.mouse.click(at.x, at.y),
});

/** A click on an option of a searched filter's open list (opened, untimed, if it is not): 'All' or the first choice. */
const searchSpec = (name, select, option) => ({
  name,
  kind: 'select',
  select,
  expectEmptyValue: option === 'All',
  network: false,
  prepare: async (page) => {
    const list = section(page).getByRole('listbox', { name: select, exact: true });
    if (!(await list.isVisible())) await section(page).getByRole('combobox', { name: select, exact: true }).click();
    const target = option === 'All' ? list.getByRole('option', { name: 'All', exact: true }) : list.getByRole('option').nth(1);
    await target.waitFor();
    return centre(await target.boundingBox());
  },
  act: (page, at) => page.mouse.click(at.x, at.y),
});

const weekSpec = (name, button, network) => ({
  name,
  kind: 'week',
  network,
  prepare: async (page) => centre(await page.getByRole('button', { name: button, exact: true }).boundingBox()),
  act: (page, at) => page.mouse.click(at.x, at.y),
});

/** The interactions, in order, for the week the page opens on. */
function plan(today) {
  const w = weekOf(today);
  const last = weeksInMonth(w.year, w.month);
  const specs = [
    selectSpec('Truck No: All -> first truck', 'Truck No', 'ArrowDown', false),
    selectSpec('Truck No: -> All', 'Truck No', 'Home', true),
    selectSpec('Driver: All -> first driver', 'Driver', 'ArrowDown', false),
    selectSpec('Driver: -> All', 'Driver', 'Home', true),
    selectSpec('Date: All -> first day', 'Date', 'ArrowDown', false),
    selectSpec('Date: -> All', 'Date', 'Home', true),
    openSpec('Load No: open the list (10,000 loads)', 'Load No'),
    searchSpec('Load No: All -> first load', 'Load No', 'first'),
    searchSpec('Load No: -> All', 'Load No', 'All'),
  ];
  // Within the month (no request): one step forward and back, or back and forward in its last week.
  if (w.week < last) specs.push(weekSpec('Next week (same month)', 'Next week', false), weekSpec('Previous week (same month)', 'Previous week', false));
  else specs.push(weekSpec('Previous week (same month)', 'Previous week', false), weekSpec('Next week (same month)', 'Next week', false));
  const untimed = { steps: last - w.week, button: 'Next week' };
  const cross = [
    // Fetched and indexed ahead, once the page was idle: no request in the step.
    weekSpec('Next week into the next month (fetched ahead)', 'Next week', false),
    // The month's data is cached but older than the host's staleTime (30 s): shown at once, refetched behind.
    weekSpec('Previous week back into this month (cached)', 'Previous week', null),
  ];
  return { week: w, lastWeek: last, specs, untimed, cross };
}

async function openDashboard(browser, base, cpuRate) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const tokens = await signIn(base, admin);
  await context.addInitScript(dashProbe);
  await context.addInitScript(seedSession, { origin: new URL(base).origin, tokens });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (err) => problems.push(`page error: ${firstLine(err)}`));
  page.on('response', (res) => {
    if (res.status() >= 400) problems.push(`HTTP ${res.status()} ${new URL(res.url()).pathname}`);
  });
  const net = trackNetwork(page);
  const cdp = await context.newCDPSession(page);
  // Wall-clock task time (timeTicks): with CPU throttling a 4x slower main thread shows as 4x the work.
  await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
  if (cpuRate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  return { context, page, cdp, net, problems };
}

/** Opens /admin, measures the first grid, scrolls it, then runs every interaction. */
async function measureRun(browser, base, today, cpuRate, run, { profile = false } = {}) {
  const { context, page, cdp, net, problems } = await openDashboard(browser, base, cpuRate);
  const result = { cpuRate, run, problems, interactions: {} };
  const startProfile = async () => {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
  };
  const stopProfile = async () => {
    const top = profileTop((await cdp.send('Profiler.stop')).profile, 15);
    await cdp.send('Profiler.disable');
    return top;
  };
  try {
    if (profile) await startProfile();
    await page.goto(`${base}/admin`, { waitUntil: 'commit', timeout: 90_000 });
    await page.waitForFunction(() => window.__bench.gridFrame !== null, null, { timeout: 90_000, polling: 100 });
    if (profile) result.loadProfile = await stopProfile();
    Object.assign(
      result,
      await page.evaluate(() => {
        const s = window.__bench;
        const r = performance.getEntriesByType('resource').find((e) => /\/api\/loads-overview\//.test(e.name));
        const after = r ? s.longTasks.filter(([start]) => start >= r.responseEnd - 1 && start < s.gridFrame) : [];
        return {
          gridMs: s.grid,
          gridFrameMs: s.gridFrame,
          overview: r ? { start: r.startTime, end: r.responseEnd, bytes: r.encodedBodySize, decoded: r.decodedBodySize } : null,
          afterResponse: { count: after.length, ms: after.reduce((n, [, d]) => n + d, 0), max: after.reduce((n, [, d]) => Math.max(n, d), 0) },
          loadLoafs: r ? s.loafs.filter((f) => f.start + f.duration >= r.responseEnd && f.start < s.gridFrame) : [],
        };
      }),
    );
    if (!(await net.quiet())) problems.push('requests still open 30 s after the grid showed');
    result.loaded = await page.evaluate(domCounts);
    result.heapLoaded = (await metrics(cdp)).JSHeapUsedSize;
    // The section at the top of the viewport: its buttons, filters and the 560 px grid are in view.
    await page.evaluate(() => document.querySelector('section[aria-labelledby="truck-activity-title"]').scrollIntoView({ block: 'start' }));

    if (profile) await startProfile();
    result.scroll = await page.evaluate(sweepGrid, { durationMs: settings.sweepMs, statsSource: frameStats.toString() });
    if (profile) result.scrollProfile = await stopProfile();
    if (result.scroll.error) problems.push(result.scroll.error);
    await page.evaluate(() => {
      const tbl = document.querySelector('[role="table"][aria-label="Truck activity"]');
      tbl.querySelectorAll('*').forEach((e) => e.scrollTop > 0 && (e.scrollTop = 0));
    });

    const p = plan(today);
    for (const spec of p.specs) result.interactions[spec.name] = { ...(await interact(page, cdp, net, spec, profile)), network: spec.network };
    // Untimed: to the month's last week, then across the boundary and back.
    for (let i = 0; i < p.untimed.steps; i++) {
      const label = (await page.evaluate(gridState)).label;
      await page.getByRole('button', { name: p.untimed.button, exact: true }).click();
      await page.waitForFunction((l) => document.querySelector('section[aria-labelledby="truck-activity-title"] [aria-live]')?.textContent !== l, label);
    }
    await net.quiet();
    for (const spec of p.cross) result.interactions[spec.name] = { ...(await interact(page, cdp, net, spec, profile)), network: spec.network };
    for (const [name, r] of Object.entries(result.interactions)) {
      if (r.timedOut) problems.push(`${name}: not done within 60 s (${JSON.stringify(r.state)})`);
      if (r.state.failed) problems.push(`${name}: the grid shows its failure alert`);
      if (r.network && !r.resources.length) problems.push(`${name}: expected a loads-overview request, saw none`);
      if (r.network === false && r.resources.length) problems.push(`${name}: made ${r.resources.length} loads-overview request(s)`);
    }
    await cdp.send('HeapProfiler.collectGarbage').catch(() => {});
    result.heapEnd = (await metrics(cdp)).JSHeapUsedSize;
  } catch (err) {
    problems.push(`run stopped: ${firstLine(err)}`);
    problems.push(`at ${page.url()}: ${JSON.stringify(await page.evaluate(gridState).catch(() => null))}`);
    if (settings.verbose) await page.screenshot({ path: path.join(os.tmpdir(), `bench-dashboard-${cpuRate}x-run${run}.png`), fullPage: true }).catch(() => {});
  } finally {
    await context.close().catch(() => {});
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Report

function printReport(data, runs, specsOrder) {
  const rates = settings.rates;
  const label = (rate) => (rate === 1 ? '1x' : `${rate}x`);
  const byRate = (rate) => runs.filter((r) => r.cpuRate === rate);
  const med = (rate, pick) => median(byRate(rate).map(pick));
  const mib = (b) => (typeof b === 'number' ? (b / 2 ** 20).toFixed(1) : '-');

  console.log(`\n## Dashboard truck activity grid at scale (${settings.runs} cold runs per CPU rate, medians)\n`);
  console.log(
    `Data: ${data.month.loads.toLocaleString('en-US')} loads picked up in ${data.monthName} (on ${data.month.days} days; ` +
      `${data.month.unassigned.toLocaleString('en-US')} unassigned), ${data.month.realTrucks} trucks + 'NA' = ${data.month.trucks} grid rows, ` +
      `${data.month.drivers} drivers (the previous and next months hold ${settings.loadsPerMonth.toLocaleString('en-US')} loads each). ` +
      `The grid's request (the month + 6 days) returns ${data.month.gridItems.toLocaleString('en-US')} loads, ` +
      `${kib(data.month.gridBytes)} KiB of JSON, in ${ms(data.month.gridMs)} ms (from Node, warm).`,
  );

  console.log('\n### Opening /admin (cold: new context, empty cache)\n');
  console.log(
    table(
      [
        'CPU',
        'grid visible ms',
        'painted ms',
        'loads-overview request ms',
        'response -> painted ms',
        'long tasks after response n / ms / max',
        'grid rows in DOM / total',
        'table elements',
        '<option>s in filters',
        'page elements',
        'JS heap MiB (loaded / end, after GC)',
      ],
      rates.map((rate) => [
        label(rate),
        ms(med(rate, (r) => r.gridMs)),
        ms(med(rate, (r) => r.gridFrameMs)),
        ms(med(rate, (r) => (r.overview ? r.overview.end - r.overview.start : null))),
        ms(med(rate, (r) => (r.overview ? r.gridFrameMs - r.overview.end : null))),
        `${ms(med(rate, (r) => r.afterResponse?.count))} / ${ms(med(rate, (r) => r.afterResponse?.ms))} / ${ms(med(rate, (r) => r.afterResponse?.max))}`,
        `${ms(med(rate, (r) => r.loaded?.rows))} / ${data.month.trucks}`,
        ms(med(rate, (r) => r.loaded?.tableElements)),
        ms(med(rate, (r) => r.loaded?.options)),
        ms(med(rate, (r) => r.loaded?.documentElements)),
        `${mib(med(rate, (r) => r.heapLoaded))} / ${mib(med(rate, (r) => r.heapEnd))}`,
      ]),
      ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
    ),
  );

  console.log(
    `\n### Interactions (main thread = the renderer main thread's task time from the input until the frame after the change is painted, CDP Performance.getMetrics TaskDuration; ` +
      `input -> next paint = the interaction's longest Event Timing entry, '<16' when none reached the 16 ms threshold; budget ${BUDGET_MS} ms of main-thread work)\n`,
  );
  const rows = [];
  for (const name of specsOrder) {
    for (const rate of rates) {
      const xs = byRate(rate)
        .map((r) => r.interactions[name])
        .filter(Boolean);
      if (!xs.length) continue;
      const main = median(xs.map((x) => x.mainMs));
      const withEvent = xs.filter((x) => x.event);
      const eventCell = withEvent.length
        ? `${ms(median(withEvent.map((x) => x.event.duration)))}${withEvent.length < xs.length ? ` (${withEvent.length}/${xs.length} runs)` : ''}`
        : '<16';
      const network = xs[0].network;
      rows.push([
        name,
        label(rate),
        ms(main),
        ms(median(xs.map((x) => x.scriptMs))),
        ms(median(xs.map((x) => x.styleLayoutMs))),
        eventCell,
        withEvent.length ? ms(median(withEvent.map((x) => x.event.processing))) : '-',
        ms(median(xs.map((x) => x.paintedMs))),
        network === false
          ? '-'
          : `${ms(median(xs.map((x) => x.networkMs)))}${network === null ? ` (background refetch in ${xs.filter((x) => x.resources.length).length}/${xs.length})` : ''}`,
        `${ms(median(xs.map((x) => x.longCount)))} / ${ms(median(xs.map((x) => x.longMax)))}`,
        ms(median(xs.map((x) => x.state.rows))),
        main === null ? '-' : main < BUDGET_MS ? 'yes' : 'NO',
      ]);
    }
  }
  console.log(
    table(
      [
        'interaction',
        'CPU',
        'main thread ms',
        'script ms',
        'style + layout ms',
        'input -> next paint ms',
        'event processing ms',
        'wall to painted ms',
        'network wait ms',
        'long tasks n / max ms',
        'rows after',
        `under ${BUDGET_MS} ms?`,
      ],
      rows,
      ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l'],
    ),
  );

  console.log(
    `\n### Scrolling the grid top to bottom in ${(settings.sweepMs / 1000).toFixed(0)} s (frame = requestAnimationFrame delta; dropped = frames over ${JANK_MS} ms)\n`,
  );
  console.log(
    table(
      ['CPU', 'px', 'frames', 'p50 ms', 'p95 ms', 'max ms', 'dropped', 'long tasks n / ms', 'rows in DOM (max)', 'reached the last truck'],
      rates.map((rate) => {
        const xs = byRate(rate)
          .map((r) => r.scroll)
          .filter((x) => x && !x.error);
        return [
          label(rate),
          ms(median(xs.map((x) => x.px))),
          ms(median(xs.map((x) => x.frames))),
          ms1(median(xs.map((x) => x.p50))),
          ms1(median(xs.map((x) => x.p95))),
          ms1(median(xs.map((x) => x.max))),
          ms(median(xs.map((x) => x.dropped))),
          `${ms(median(xs.map((x) => x.longCount)))} / ${ms(median(xs.map((x) => x.longMs)))}`,
          `${ms(median(xs.map((x) => x.maxRows)))} of ${data.month.trucks}`,
          xs.map((x) => (x.atBottom ? `yes (${x.lastTruck})` : 'no')).join(', '),
        ];
      }),
      ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l'],
    ),
  );
}

/** The long animation frames around the first grid and the slow interactions: which scripts ran. */
function printAttribution(runs, specsOrder) {
  const lines = [];
  const describe = (f) =>
    `${ms(f.duration)} ms frame (render ${ms(f.start + f.duration - (f.renderStart || f.start + f.duration))} ms, blocking ${ms(f.blocking)}): ` +
    f.scripts
      .filter((s) => s.duration >= 5)
      .map((s) => `${s.invoker}${s.fn ? ` ${s.fn}` : ''} ${ms(s.duration)} ms${s.layout >= 1 ? ` (forced layout ${ms(s.layout)})` : ''}`)
      .join('; ');
  for (const rate of settings.rates) {
    const r = runs.find((x) => x.cpuRate === rate && x.loadLoafs);
    if (r?.loadLoafs?.length) lines.push(`${rate}x, first grid: ${r.loadLoafs.map(describe).join(' | ')}`);
    for (const name of specsOrder) {
      const i = r?.interactions[name];
      if (i?.loafs?.length && i.mainMs >= BUDGET_MS / 2) lines.push(`${rate}x, ${name}: ${i.loafs.map(describe).join(' | ')}`);
    }
  }
  if (lines.length)
    console.log(`\nLong animation frames (run 1; interactions over ${BUDGET_MS / 2} ms of main thread):\n${lines.map((l) => `  - ${l}`).join('\n')}`);
}

function printProfile(run, specsOrder) {
  console.log(`\n### CPU profile, ${run.cpuRate}x (self time by function, minified names; samples every 100 us)\n`);
  const named = [
    ['Opening /admin until the grid is painted', run.loadProfile],
    ['Scrolling the grid', run.scrollProfile],
    ...specsOrder.map((name) => [name, run.interactions[name]?.profile]),
  ];
  for (const [name, prof] of named) {
    if (!prof) continue;
    console.log(`- ${name}: ${ms(prof.total)} ms sampled`);
    for (const [fn, t, caller] of prof.top) console.log(`    ${ms1(t).padStart(7)} ms  ${fn}  <- ${caller}`);
  }
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const builds = checkBuilds('dashboard');
  if (builds.missing.length) {
    console.error(
      `[bench:dashboard] missing build output: ${builds.missing.join(', ')}. Run \`pnpm build\` at the repository root first (this bench does not build).`,
    );
    return 1;
  }
  builds.warnings.forEach((w) => say(`warning: ${w}`));
  if (builds.absent.length) say(`not built, not served: ${builds.absent.join(', ')}`);
  if (!fs.existsSync(settings.chromium)) throw new Error(`no Chromium at ${settings.chromium} (set PLAYWRIGHT_CHROMIUM_PATH)`);
  if (!(await portIsFree(settings.port))) throw new Error(`port ${settings.port} is in use (set BENCH_DASH_PORT)`);

  const run = createRun({
    label: 'bench:dashboard',
    port: settings.port,
    admin,
    // No demo company: the month's loads and trucks are exactly the bulk ones.
    env: { HAULBOARD_DEMO: '0', HAULBOARD_LOGIN_RATE_LIMIT: '100000' },
    say,
    onSignal: () => {
      interrupted = true;
    },
  });
  const { tmp, dataDir, webRoot, base, env } = run;
  let server = null;
  let browser = null;

  try {
    const dists = await snapshotBuilds(webRoot, say);
    say(`serving a copy of ${dists.join(', ')}`);

    // 1. First start: creates and migrates the database and the admin.
    let t = performance.now();
    server = run.server = await startServer(env, base);
    say(`first start (initdb, migrations, admin) in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    await stopServer(server);
    server = null;

    // 2. The seed CLI on the stopped database: trucks with two drivers each, loads with assignments.
    t = performance.now();
    const seedArgs = ['--drivers', settings.trucks * 2, '--trucks', settings.trucks, '--loads', settings.loadsPerMonth * 3].map(String);
    say(`seeding: node server/dist/seed-cli.cjs ${seedArgs.join(' ')}`);
    const seedOut = execFileSync(process.execPath, [seedJs, ...seedArgs], { cwd: serverDir, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
    if (settings.verbose) process.stdout.write(seedOut);
    say(`seeded in ${((performance.now() - t) / 1000).toFixed(1)} s`);

    // 3. Server up; the pickups moved into the previous, current and next month; the API checked.
    t = performance.now();
    server = run.server = await startServer(env, base);
    say(`server up on ${base} in ${((performance.now() - t) / 1000).toFixed(1)} s (temporary folder ${tmp})`);
    const today = new Date();
    const spans = months(today);
    const moved = await movePickups(dataDir, spans);
    const current = spans[1];
    const month = await checkMonth(base, current);
    const monthName = new Date(current.year, current.month, 1).toLocaleString('en-US', { month: 'long', year: 'numeric' });
    say(
      `moved ${moved} pickups into ${spans.map((s) => s.start.slice(0, 7)).join(', ')}; GET loads-overview for ${monthName}: ` +
        `${month.loads} loads on ${month.days} days, ${month.trucks} distinct Truck_number (${month.realTrucks} trucks + NA), ${month.unassigned} unassigned`,
    );
    if (Math.abs(month.loads - settings.loadsPerMonth) > settings.loadsPerMonth * 0.02 || month.realTrucks < settings.trucks * 0.95) {
      throw new Error(`the month does not hold what the bench needs: ${month.loads} loads on ${month.realTrucks} trucks`);
    }
    const data = { month, monthName };
    const p = plan(today);
    const specsOrder = [...p.specs, ...p.cross].map((s) => s.name);
    say(`the page opens on week ${p.week.week} of ${p.lastWeek}; ${p.untimed.steps} untimed step(s) to the last week before crossing into the next month`);

    browser = run.browser = await launchChromium(settings.chromium);
    const loadAtStart = os.loadavg()[0];
    say(`Chromium ${browser.version()}, ${os.cpus().length} cores, ${settings.runs} runs per CPU rate, load average ${loadAtStart.toFixed(1)}`);

    const runs = [];
    const notes = [];
    for (const rate of settings.rates) {
      for (let i = 1; i <= settings.runs; i++) {
        const r = await measureRun(browser, base, today, rate, i);
        runs.push(r);
        r.problems.forEach((x) => notes.push(`${rate}x run ${i}: ${x}`));
        const summary = Object.entries(r.interactions)
          .map(([name, x]) => `${name.replace(/ \(.*\)$/, '')} ${ms(x.mainMs)}`)
          .join(', ');
        say(
          `${rate}x run ${i}: grid ${ms(r.gridMs)} ms, rows ${r.loaded?.rows}/${month.trucks}, scroll p95 ${ms1(r.scroll?.p95)} max ${ms1(r.scroll?.max)} dropped ${r.scroll?.dropped}; ` +
            `main-thread ms: ${summary}`,
        );
        if (settings.verbose) {
          for (const [name, x] of Object.entries(r.interactions)) {
            say(
              `    ${name}: ${JSON.stringify({ main: x.mainMs, script: x.scriptMs, styleLayout: x.styleLayoutMs, painted: x.paintedMs, event: x.event, events: x.eventNames, network: x.networkMs, rows: x.state.rows, label: x.state.label })}`,
            );
          }
        }
      }
    }
    let profiled = null;
    if (settings.profile) {
      say(`profiling: one more run at ${settings.profileRate}x with the CPU profiler around the first grid, the scroll and each interaction`);
      profiled = await measureRun(browser, base, today, settings.profileRate, 'profile', { profile: true });
      profiled.problems.forEach((x) => notes.push(`profile run: ${x}`));
    }

    printReport(data, runs, specsOrder);
    printAttribution(runs, specsOrder);
    if (profiled) printProfile(profiled, specsOrder);
    if (builds.warnings.length) notes.push(...builds.warnings);
    if (notes.length) console.log(`\nNotes:\n${[...new Set(notes)].map((n) => `  - ${n}`).join('\n')}`);
    console.log(
      `\nMachine: ${os.cpus().length} cores (${os.cpus()[0]?.model?.trim() ?? 'unknown CPU'}), load average ${loadAtStart.toFixed(1)} at the start and ${os.loadavg()[0].toFixed(1)} at the end (1 min), ` +
        `Chromium ${browser.version()} headless, server and browser on the same machine.`,
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
    console.error(`[bench:dashboard] ${err?.stack ?? err}`);
    process.exit(1);
  },
);
