// Test doubles every app's Jest tests use (never imported by product code): a Storage in
// memory, a fake backend answering like the Haulboard API behind a `fetch`, a WebSocket and an
// upload's XMLHttpRequest the test drives.
export { MemoryStorage } from './memory-storage';
export { installFakeApi, type Answer, type Route, type RouteOverride, type RouteOverrides, type Routes, type SeenRequest } from './fake-api';
export { createFakeBackend, type FakeBackend, type FakeData } from './fake-backend';
export { failWhile, held } from './held-routes';
export { FAKE_RESET_CODE } from './fake-account';
export type { FakeCheckIn } from './fake-hours';
export { openCombobox, typeInto } from './type-into';
export { applyStyles } from './apply-styles';
export { catchDownloads } from './catch-downloads';
export { fixClockAt } from './fixed-clock';
export { aDispatcher, aDriver, anAdmin } from './people-fixtures';
export { anExpiry, aTrailer, aTruck } from './fleet-fixtures';
export { aBroker } from './broker-fixtures';
export { aLoad, aLoadDocument } from './load-fixtures';
export { aContact } from './chat-fixtures';
export { anActivityEvent } from './activity-fixtures';
export { aSettlement, aSettlementLoad } from './settlement-fixtures';
export { anInvoice, anInvoiceLoad } from './invoice-fixtures';
export { fakeRemotes, remoteScreen } from './fake-remotes';
export { FakeWebSocket, asWebSocket, withFakeWebSocket } from './fake-websocket';
export { FakeXhr, withFakeXhr } from './fake-xhr';
export type { RenderScreenOptions, ScreenView } from './render-screen';
export { TEST_SESSION } from './test-session';
import type { renderScreen as RenderScreen } from './render-screen';

/**
 * A screen with the shell's providers, a router at a URL, a signed-in token store, the toast
 * region and a fake API (see render-screen.tsx). Loaded on first call (Jest's require), so
 * tests that never draw a screen do not load the design system through this entry.
 */
export const renderScreen: typeof RenderScreen = (ui, options) => (require('./render-screen') as typeof import('./render-screen')).renderScreen(ui, options);
// A router in memory for tests: the product's routing is `@haulboard/shared/router`, cut to
// what the page uses, so the page never carries this one.
export { MemoryRouter } from 'react-router';
