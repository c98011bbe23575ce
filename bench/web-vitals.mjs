// Web benchmark: first-load JavaScript and Largest Contentful Paint of the built web apps, served by
// the production server (the one-URL gateway), measured in Debian's Chromium through Playwright.
// Prints tables; never fails on the figures, only when the harness itself breaks. See README.md.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverDir, signIn, startServer } from './lib/server.mjs';
import { createRun, formatMs, median, portIsFree, positive, seedSession, snapshotBuilds, table } from './lib/harness.mjs';
import { launchChromium } from './lib/browser.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');

const settings = {
  port: positive(process.env.BENCH_WEB_PORT, 8191),
  runs: positive(process.env.BENCH_WEB_RUNS, 5),
  chromium: process.env.PLAYWRIGHT_CHROMIUM_PATH || '/usr/bin/chromium',
  throttle: 4,
  // BENCH_WEB_ROUTES=/login,/admin measures a subset; BENCH_WEB_VERBOSE=1 lists every JS file.
  only: (process.env.BENCH_WEB_ROUTES || '')
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean),
  verbose: process.env.BENCH_WEB_VERBOSE === '1',
};
const admin = { email: 'admin@haulboard.local', password: 'Bench-admin-pass1!' };
const BUDGET = { route: '/login', gzipKiB: 150 };

/** `lcp`: LCP runs for this route; `button`: the accessible name of the button whose appearance is timed. */
const ROUTES = [
  { path: '/login', signedIn: false, lcp: true, button: 'Sign in' },
  { path: '/forgot-password', signedIn: false },
  { path: '/admin', signedIn: true, lcp: true },
  { path: '/admin/loads', signedIn: true },
  { path: '/admin/profile', signedIn: true },
];

const say = (m) => console.log(`[bench:web] ${m}`);
const kib = (bytes) => (bytes / 1024).toFixed(1);
const ms = (x) => formatMs(x, 0);

// ---------------------------------------------------------------------------------------------
// Server

function ensureBuilt() {
  say('checking the builds (scripts/ensure-built.mjs, server/scripts/ensure-built.mjs)');
  execFileSync(process.execPath, [path.join(root, 'scripts', 'ensure-built.mjs')], { cwd: here, stdio: 'inherit' });
  execFileSync(process.execPath, [path.join(serverDir, 'scripts', 'ensure-built.mjs')], { cwd: here, stdio: 'inherit' });
}

async function login(base) {
  return signIn(base, admin);
}

// ---------------------------------------------------------------------------------------------
// Browser side

/**
 * Runs before any page script: keeps the latest LCP entry (buffered, so entries from before the
 * observer count too) and, when asked, the time the named button first becomes visible. Times are
 * performance.now(), i.e. milliseconds since the navigation started.
 */
function pageProbe({ button }) {
  const state = { lcp: null, lcpSize: null, lcpElement: null, button: null };
  Object.defineProperty(window, '__bench', { value: state });
  const describe = (el) => (el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent || '').trim().slice(0, 40)}"` : null);
  const record = (entries) => {
    for (const e of entries) {
      state.lcp = e.startTime;
      state.lcpSize = e.size;
      state.lcpElement = describe(e.element);
    }
  };
  try {
    const po = new PerformanceObserver((list) => record(list.getEntries()));
    po.observe({ type: 'largest-contentful-paint', buffered: true });
    // Observer callbacks are queued tasks: the reader takes what is still pending.
    state.flush = () => record(po.takeRecords());
  } catch {
    state.flush = () => {};
  }
  if (button) {
    const check = () => {
      if (state.button !== null) return;
      const found = [...document.querySelectorAll('button')].find(
        (b) => b.textContent.trim() === button && b.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
      );
      if (found) {
        state.button = performance.now();
        mo.disconnect();
      }
    };
    // Style tags (emotion) and attributes also change visibility, hence the broad observation.
    const mo = new MutationObserver(check);
    mo.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
  }
}

/** Resolves when no request of the page is in flight (counts kept by the caller). */
function whenQuiet(net, timeoutMs = 30_000) {
  if (net.inFlight <= 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    // A request that never reports its end (a long poll, say) must not hang the bench.
    const timer = setTimeout(() => resolve(false), timeoutMs);
    net.waiters.push(() => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * One cold load in a fresh context (own cache, own storage): loads the route until the network is
 * idle and no "Loading ..." state is left, then reads what was transferred and the page's timings.
 */
async function coldLoad(browser, base, route, { gzipOnly = false, cpuRate = 1, tokens = null } = {}) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    // Chromium sends `gzip, deflate, br, zstd` by default; this header replaces it.
    extraHTTPHeaders: gzipOnly ? { 'Accept-Encoding': 'gzip' } : undefined,
  });
  try {
    await context.addInitScript(pageProbe, { button: route.button ?? null });
    if (route.signedIn) await context.addInitScript(seedSession, { origin: new URL(base).origin, tokens });
    const page = await context.newPage();
    if (cpuRate > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    }

    const net = { inFlight: 0, waiters: [] };
    const settle = () => {
      net.inFlight--;
      if (net.inFlight <= 0) net.waiters.splice(0).forEach((w) => w());
    };
    const pending = [];
    const js = [];
    const problems = [];
    page.on('pageerror', (err) => problems.push(`page error: ${String(err.message).split('\n')[0]}`));
    page.on('response', (res) => {
      if (res.status() >= 400) problems.push(`HTTP ${res.status()} ${new URL(res.url()).pathname}`);
    });
    page.on('request', () => net.inFlight++);
    page.on('requestfailed', (req) => {
      problems.push(`failed request ${new URL(req.url()).pathname} (${req.failure()?.errorText})`);
      settle();
    });
    let measuring = true;
    page.on('requestfinished', (req) => {
      pending.push(
        (async () => {
          try {
            if (!measuring) return;
            const res = await req.response();
            const type = res?.headers()['content-type'] ?? '';
            if (req.resourceType() === 'script' || /javascript/.test(type)) {
              const sizes = await req.sizes();
              js.push({ url: req.url(), bytes: sizes.responseBodySize, encoding: res.headers()['content-encoding'] ?? 'identity' });
            }
          } catch (err) {
            // The context may close while a late request reports: only a failure while measuring counts.
            if (measuring) problems.push(`could not size ${new URL(req.url()).pathname}: ${String(err?.message ?? err).split('\n')[0]}`);
          } finally {
            settle();
          }
        })(),
      );
    });

    // A page that never settles is reported in the notes, not a crash of the whole bench.
    const firstLine = (err) => String(err?.message ?? err).split('\n')[0];
    try {
      await page.goto(base + route.path, { waitUntil: 'networkidle', timeout: 90_000 });
      // A remote screen shows "Loading <area>..." while it (re)tries: wait until every screen settled,
      // then for whatever that started on the network.
      await page.waitForFunction(() => ![...document.querySelectorAll('[role="status"]')].some((e) => /^Loading\b/.test((e.textContent || '').trim())), null, {
        timeout: 60_000,
      });
      if (route.button) await page.getByRole('button', { name: route.button }).waitFor({ state: 'visible', timeout: 30_000 });
    } catch (err) {
      problems.push(`did not settle: ${firstLine(err)}`);
    }
    if (!(await whenQuiet(net))) problems.push('requests still open after 30 s');
    await Promise.all(pending);
    // What the page fetches from here on (while its timings are read) is not first-load JS.
    measuring = false;

    let probe = { lcp: null, lcpSize: null, lcpElement: null, button: null, fcp: null };
    try {
      probe = await page.evaluate(async () => {
        // An LCP entry is queued once its frame is presented: let the last frames reach the screen
        // (and wait longer, up to 120 frames, on a page that reported none yet).
        for (let frames = 0; frames < 3 || (window.__bench.lcp === null && frames < 120); frames++) {
          await new Promise((r) => requestAnimationFrame(() => r()));
          window.__bench.flush();
        }
        const { lcp, lcpSize, lcpElement, button } = window.__bench;
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
        return { lcp, lcpSize, lcpElement, button, fcp };
      });
    } catch (err) {
      problems.push(`could not read the page's timings: ${firstLine(err)}`);
    }
    if (probe.lcp === null) problems.push('no LCP entry');
    const finalPath = new URL(page.url()).pathname;
    if (finalPath !== route.path) problems.push(`ended on ${finalPath}`);
    if (!js.length) problems.push('no JavaScript loaded');
    return {
      ...probe,
      jsFiles: js.length,
      jsBytes: js.reduce((sum, f) => sum + f.bytes, 0),
      encodings: [...new Set(js.map((f) => f.encoding))],
      js,
      problems,
    };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Report

// ---------------------------------------------------------------------------------------------

async function main() {
  ensureBuilt();
  if (!fs.existsSync(settings.chromium)) throw new Error(`no Chromium at ${settings.chromium} (set PLAYWRIGHT_CHROMIUM_PATH)`);
  if (!(await portIsFree(settings.port))) throw new Error(`port ${settings.port} is in use (set BENCH_WEB_PORT)`);

  const run = createRun({
    label: 'bench:web',
    port: settings.port,
    admin,
    env: { HAULBOARD_LOGIN_RATE_LIMIT: '1000' },
    say,
    onSignal: () => {
      interrupted = true;
    },
  });
  const { tmp, webRoot, base, env } = run;
  let browser = null;

  try {
    const dists = await snapshotBuilds(webRoot, say);
    say(`serving a copy of ${dists.join(', ')}`);
    const t = performance.now();
    run.server = await startServer(env, base);
    say(`server up on ${base} in ${((performance.now() - t) / 1000).toFixed(1)} s (temporary folder ${tmp})`);
    browser = run.browser = await launchChromium(settings.chromium);
    say(`Chromium ${browser.version()}, ${os.cpus().length} cores, ${settings.runs} cold runs per LCP figure`);

    const rows = [];
    const notes = [];
    const routes = settings.only.length ? ROUTES.filter((r) => settings.only.includes(r.path)) : ROUTES;
    if (!routes.length) throw new Error(`BENCH_WEB_ROUTES matches none of ${ROUTES.map((r) => r.path).join(', ')}`);
    for (const route of routes) {
      // A fresh sign-in per route: tokens never expire in the middle of a route's runs.
      const tokens = route.signedIn ? await login(base) : null;
      const gz = await coldLoad(browser, base, route, { gzipOnly: true, tokens });
      const br = await coldLoad(browser, base, route, { tokens });
      // `identity` is expected for files too small for the build to compress; anything else is not.
      if (gz.encodings.some((e) => e !== 'gzip' && e !== 'identity')) notes.push(`${route.path}: gzip-only load got ${gz.encodings.join(', ')} JS`);
      const plain = gz.js.filter((f) => f.encoding === 'identity');
      if (plain.length) notes.push(`${route.path}: ${plain.length} JS file(s) sent uncompressed (${plain.reduce((n, f) => n + f.bytes, 0)} B in all)`);
      const problem = (label, run) => run.problems.forEach((p) => notes.push(`${route.path} (${label}): ${p}`));
      problem('gzip', gz);
      problem('br', br);
      const row = { route, gz, br, lcp1: [], lcp4: [], button1: [], button4: [], element: null };
      if (route.lcp) {
        for (const [rate, lcps, buttons] of [
          [1, row.lcp1, row.button1],
          [settings.throttle, row.lcp4, row.button4],
        ]) {
          for (let i = 0; i < settings.runs; i++) {
            const run = await coldLoad(browser, base, route, { cpuRate: rate, tokens });
            problem(`LCP run ${i + 1}${rate > 1 ? `, ${rate}x CPU` : ''}`, run);
            lcps.push(run.lcp);
            if (settings.verbose) say(`    run ${i + 1}, ${rate}x CPU: FCP ${ms(run.fcp)} ms, LCP ${ms(run.lcp)} ms, ${run.lcpElement}`);
            buttons.push(run.button);
            row.element ??= run.lcpElement;
          }
        }
      }
      say(
        `${route.path}: ${gz.jsFiles} JS files, ${kib(gz.jsBytes)} KiB gzip, ${kib(br.jsBytes)} KiB br` +
          (route.lcp ? `, LCP ${row.lcp1.map(ms).join('/')} ms, 4x CPU ${row.lcp4.map(ms).join('/')} ms` : ''),
      );
      if (settings.verbose) {
        const brBytes = new Map(br.js.map((f) => [f.url, f]));
        for (const f of gz.js) {
          const b = brBytes.get(f.url);
          say(`    ${new URL(f.url).pathname}: ${f.bytes} B ${f.encoding}, ${b ? `${b.bytes} B ${b.encoding}` : 'not loaded with br'}`);
        }
      }
      rows.push(row);
    }

    console.log('\nFirst-load JavaScript (cold, no cache) and LCP (median of cold runs)\n');
    console.log(
      table(
        ['route', 'JS files', 'JS gzip KiB', 'JS br KiB', `LCP ms (median of ${settings.runs})`, `LCP ms ${settings.throttle}x CPU`],
        rows.map((r) => [r.route.path, r.gz.jsFiles, kib(r.gz.jsBytes), kib(r.br.jsBytes), ms(median(r.lcp1)), ms(median(r.lcp4))]),
        ['l', 'r', 'r', 'r', 'r', 'r'],
      ),
    );
    const budgetRow = rows.find((r) => r.route.path === BUDGET.route);
    if (budgetRow) {
      const used = budgetRow.gz.jsBytes / 1024;
      const verdict = used <= BUDGET.gzipKiB ? 'within budget' : 'OVER budget';
      console.log(`\nBudget: ${BUDGET.route} first-load JS <= ${BUDGET.gzipKiB} KiB gzip -> ${used.toFixed(1)} KiB, ${verdict}`);
    }

    const timed = rows.filter((r) => r.route.button);
    if (timed.length) {
      console.log('\nTime to the sign-in button being visible (ms since navigation start, median)\n');
      console.log(
        table(
          ['route', 'button', 'ms', `ms ${settings.throttle}x CPU`],
          timed.map((r) => [r.route.path, r.route.button, ms(median(r.button1)), ms(median(r.button4))]),
          ['l', 'l', 'r', 'r'],
        ),
      );
    }
    const lcpRows = rows.filter((r) => r.route.lcp);
    if (lcpRows.length) {
      console.log('\nLCP element (of the first run that reported one)');
      for (const r of lcpRows) console.log(`  ${r.route.path}: ${r.element ?? 'none reported'}`);
    }
    if (notes.length) console.log(`\nNotes:\n${[...new Set(notes)].map((n) => `  - ${n}`).join('\n')}`);
    console.log(
      `\nMachine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Chromium ${browser.version()}, server and browser on the same machine.`,
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
    console.error(`[bench:web] ${err?.stack ?? err}`);
    process.exit(1);
  },
);
