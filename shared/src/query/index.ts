// TanStack Query glue the admin areas share: `useAppMutation` (invalidate, tell the bus, toast) and
// the one policy for failed reads (retries, the toast, the retry button's words). Not a federation
// share: no state of its own (the query client, the bus and the toaster are the shared singletons
// it calls), so each area bundles it and /login never loads it.
export { serverDetail, useAppMutation, type AppMutationOptions, type MutationEvent } from './use-app-mutation';
export { readRetryDelay, retryRead } from './read-policy';
export { useFailureToast } from './use-failure-toast';
export { EditConflictNotice, isEditConflict, useEditConflict, type EditConflict, type EditConflictOptions } from './edit-conflict';
