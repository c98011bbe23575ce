// The resources of the admin areas, one definition each, every one in its own module: `index.ts`
// gathers them as the `resources` namespace, so an area's bundle keeps the definitions it reads and
// the calls they make (the package has no side effects), not every call of every area.
/*
 * A list screen passes its definition to `useListController`, a change to it goes through
 * `useResourceMutation`; its failure message is the spec's (part 2 section 8), word for word.
 */
export { loads } from './definitions/loads';
export { analytics } from './definitions/analytics';
export { trucks } from './definitions/trucks';
export { brokers } from './definitions/brokers';
export { trailers } from './definitions/trailers';
export { driverHours } from './definitions/driver-hours';
export { drivers } from './definitions/drivers';
export { dispatchers } from './definitions/dispatchers';
export { activity } from './definitions/activity';
export { settlements } from './definitions/settlements';
export { invoices } from './definitions/invoices';
export { adminProfile } from './definitions/admin-profile';
