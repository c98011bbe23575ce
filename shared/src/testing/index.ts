// Test doubles every app's Jest tests use (never imported by product code): a Storage in
// memory and a `fetch` that answers like the Haulboard API.
export { MemoryStorage } from './memory-storage';
export { installFakeApi, type Answer, type Routes, type SeenRequest } from './fake-api';
export { typeInto } from './type-into';
