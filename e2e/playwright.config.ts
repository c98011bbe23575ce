import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { BASE_URL } from './support/env';

/**
 * Debian's headless shell (package chromium-headless-shell), as Playwright itself runs headless
 * tests: the full browser's "new" headless mode cost twice the CPU for the same tests here (trucks
 * 109 against 75 CPU-s, loads list and chat 212 against 111), the two cores the server shares.
 * The full browser (package chromium) stands in where the shell is not installed.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * The suite runs against the production build served by the gateway, the way a user gets
 * it: one URL, real API, real embedded PostgreSQL. global-setup.ts builds what is stale and
 * starts a fresh server (fresh data directory) per run; nothing is reused between runs.
 */
/** Every test that opens the chat: its own screens, the budget of /admin/chat (budget-chat), and the redeploy notice (a chat draft). */
const CHAT_FILES = [/chat[^/]*\.spec\.ts$/, /redeploy\.spec\.ts$/];
/**
 * The Profile test that saves changes the e2e administrator every test signs in as (its name in the
 * sidebar, its picture): it runs alone, after the others (`dependencies`; a failure there skips it),
 * and puts the administrator back at its end. The e-mail and password changes are the component
 * and server tests' (e2e/README.md): changing the password signed every other session out.
 */
const PROFILE_WRITES = /admin-profile\.spec\.ts$/;
/**
 * Tests that never sign in as anyone (the signed-out pages' axe scan, the public API reference): they
 * run beside the profile writes, on the worker those would leave idle (`profile-writes` is one file).
 */
const NO_SESSION_FILES = [/\/accessibility\.spec\.ts$/, /\/api-docs\.spec\.ts$/];
/**
 * The dashboard's figures are compared with what the API answers: they run first, with nothing
 * beside them, because most other specs create loads, drivers, dispatchers or check-ins that
 * those figures count. They only read, so they may run two at a time among themselves.
 */
const DASHBOARD_FILES = /\/dashboard(-activity)?\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  // Two CPUs: one worker per CPU; the server shares them.
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    // As someone who asked their system for less motion (host/src/index.html): no fade, zoom or
    // spin to wait for or draw. Each animation frame costs both cores on this machine: 12% of the
    // browser's CPU on the trucks, trailers and loads-list specs. The clicks it once lost in Assign
    // Drivers to Truck were the product's: its centred dialog shrank under a pressed pointer when
    // the driver search answered (fixed there; the trucks spec pins the button's place).
    reducedMotion: 'reduce',
    // A trace of each failure, without the screencast: its frames cost every test CPU on a
    // two-core machine the server shares; the DOM snapshots still show each step. Not in CI:
    // its machine is gone with the trace, and recording one costs every passing test (8% of the
    // runner's CPU on loads-list and trailers).
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      // Playwright cannot download its own browsers here: Debian's stand in.
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // The chat's voice notes: a fake microphone (a beep) and no permission prompt. Contexts
        // that record still grant 'microphone'; the rest never ask for it.
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        // No optimising compilers (TurboFan, Maglev): a test's page lives seconds, too short for
        // their code to pay back the compiling, which took both cores' time from the server and
        // the other worker. Same tests, same code run: a tenth less CPU for the suite (e2e/README.md).
        '--js-flags=--no-opt --no-maglev',
      ],
    },
  },
  projects: [
    // They only read: one test per job, so the two workers share the phase evenly.
    { name: 'dashboard', use: { ...devices['Desktop Chrome'] }, testMatch: DASHBOARD_FILES, fullyParallel: true },
    // The chat tests share the administrator's chat: a chat page selects (so reads) the top
    // contact and reads whatever arrives in the conversation it shows, so two chat tests
    // side by side read each other's unread messages. They run one at a time, beside the rest.
    { name: 'chat', use: { ...devices['Desktop Chrome'] }, testMatch: CHAT_FILES, workers: 1, dependencies: ['dashboard'] },
    // After 'chat' on purpose: the queue is taken in this order, skipping a project at its worker
    // limit, so one worker runs the chat files one after another from the start while the other
    // takes these; listed first, the chat files would all wait for the end, one worker idle.
    // One job per test, not per file: files run in name order, so a long file taken last (trucks,
    // trailers) ran alone at the end while the other worker idled; its tests now share both.
    // Every test makes its own records under a name no other uses, so none waits on another.
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: [...CHAT_FILES, PROFILE_WRITES, DASHBOARD_FILES, ...NO_SESSION_FILES],
      dependencies: ['dashboard'],
      fullyParallel: true,
    },
    { name: 'profile-writes', use: { ...devices['Desktop Chrome'] }, testMatch: PROFILE_WRITES, dependencies: ['chromium', 'chat'] },
    {
      name: 'no-session',
      use: { ...devices['Desktop Chrome'] },
      testMatch: NO_SESSION_FILES,
      dependencies: ['chromium', 'chat'],
      fullyParallel: true,
    },
  ],
});
