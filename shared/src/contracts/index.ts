// The wire contract of the Haulboard API, exactly as the spec has it (quirks included).
// Isomorphic: the server validates with these schemas, the web apps parse with them.
export * from './common';
export * from './auth';
export * from './dashboard';
export * from './loads';
export * from './people';
export * from './fleet';
export * from './chat';
export * from './paths';
export * from './bus-events';
