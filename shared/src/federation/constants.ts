/** Spec: script chunks that load lazily time out after 120 seconds. Every app and the loader use it. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
