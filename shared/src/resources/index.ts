// Each resource defined once, and the controllers every list screen runs on (in the spirit of
// react-admin's `useListController`): the query, the failure policy, the step back after a delete.
// Not a federation share: no state of its own (the query client and the bus are the shared
// singletons), so each area bundles what it uses and /login never loads it.
export { defineListResource, listQueryOptions, type ListResource, type PageOf } from './define-resource';
export { hoursErrorText, listResources } from './list-resources';
export { useListController, type ListControllerOptions } from './use-list-controller';
export { useRecordController, type RecordSource } from './use-record-controller';
