// Test doubles every app's Jest tests use (never imported by product code): a Storage in
// memory, a `fetch` that answers like the Haulboard API and a WebSocket the test drives.
export { MemoryStorage } from './memory-storage';
export { installFakeApi, type Answer, type Routes, type SeenRequest } from './fake-api';
export { typeInto } from './type-into';
export { FakeWebSocket, asWebSocket, withFakeWebSocket } from './fake-websocket';
// A router in memory for tests: the product's routing is `@haulboard/shared/router`, cut to
// what the page uses, so the page never carries this one.
export { MemoryRouter } from 'react-router';
