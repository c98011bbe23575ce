// The wire contract of the Haulboard API, exactly as the spec has it (quirks included).
// Isomorphic: the server validates with these schemas, the web apps parse with them.
export * from './common';
export * from './edit-conflict';
export * from './auth';
export * from './dashboard';
export * from './loads';
export * from './people';
export * from './fleet';
export * from './brokers';
export * from './revenue';
export * from './reports';
export * from './chat';
export * from './activity';
export * from './search';
export * from './settlements';
export * from './invoices';
export * from './paths';
export * from './page-sizes';
export * from './bus-events';
// zod itself, for the schemas an area writes (its list's URL state): the contracts entry already
// carries zod to every page, so an area that takes `z` from here bundles no second copy.
export { z } from 'zod';
