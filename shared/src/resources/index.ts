// Each resource defined once, and the controllers every screen runs on (in the spirit of
// react-admin's `useListController`): the query, the failure policy, the step back after a delete,
// and what a change to the resource refreshes and tells. Not a federation share: no state of its
// own (the query client and the bus are the shared singletons), so each area bundles what it uses
// and /login never loads it.
export {
  defineListResource,
  defineRecordResource,
  listQueryOptions,
  type ChangeEvent,
  type ChangingResource,
  type ListAnswer,
  type ListResource,
  type PageOf,
  type RecordResource,
  type ResourceChanges,
  type RowsOf,
} from './define-resource';
export { CHAT_CONTACTS_KEY, chatContactPagesOptions, chatContacts, type ContactPages } from './chat-contacts';
export { hoursErrorText, type DriverOnDay, type SettlementPreviewKey } from './resource-params';
// A namespace, not an object: `resources.loads` keeps the loads' definition in a bundle and no other.
import * as resources from './resources';
export { resources };
export { truckActivity, type DayRange } from './truck-activity';
export { useListController, useListPage, type ListControllerOptions } from './use-list-controller';
export { useRecord } from './use-record';
export { useRecordController, type RecordSource } from './use-record-controller';
export { useStaleOn } from './use-stale-on';
export { useResourceMutation, type ResourceMutationOptions } from './use-resource-mutation';
export { useDriverSearch, type DriverSearchOptions } from './use-driver-search';
export { ActivityTimeline, type ActivityTimelineProps } from './activity-timeline';
export { applyRecordChanges, useLiveChanges } from './live-changes';
