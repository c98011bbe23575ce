import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ChatToggle } from '@haulboard/shared/chat-dock';
import type { Load } from '@haulboard/shared/contracts';
import { EditConflictNotice, useEditConflict } from '@haulboard/shared/query';
import { ActivityTimeline } from '@haulboard/shared/resources';
import { AppRoutes, Link as RouterLink } from '@haulboard/shared/router';
import {
  Alert,
  BusyLabels,
  Button,
  ConfirmDialog,
  ErrorState,
  HStack,
  Link,
  lazyPart,
  LoadingState,
  PageHeader,
  Stack,
  Tabs,
  Text,
} from '@haulboard/shared/ui';
import { useLoadActions } from '../hooks/use-load-actions';
import { useLoadDetail } from '../hooks/use-load-detail';
import { detailTitle, tabsFor, type DetailTab } from '../lib/detail-rules';
import { AssignDriverPanel } from './assign-driver-panel';
import { DriverDetailsPanel } from './driver-details-panel';
import { LoadCards } from './load-cards';
import { LOAD_EDIT_FORM_ID } from './load-edit-form-id';
import type { LoadEdit } from './load-editor';

// Loaded when first needed: a load opens on its Assign Driver or driver tab, and most visits never
// mark a delivery; both kept the route's first load over its 300 KiB budget.
const DocumentsPanel = lazy(() => import('./documents-panel').then((m) => ({ default: m.DocumentsPanel })));
const MarkDeliveredDialog = lazy(() => import('./mark-delivered-dialog').then((m) => ({ default: m.MarkDeliveredDialog })));
// The editor brings react-hook-form (12 KiB gzip): with Edit, not with the load's first view.
const LoadEditor = lazyPart(() => import('./load-editor'));

/** The proof of delivery's upload after Mark Delivered: its progress for the dialog, and its cancel. */
function useProofUpload() {
  const [progress, setProgress] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  const run = async <T,>(send: (onProgress: (fraction: number) => void, signal: AbortSignal) => Promise<T>) => {
    abort.current = new AbortController();
    setProgress(0);
    return send(setProgress, abort.current.signal).finally(() => setProgress(null));
  };
  return { progress, run, cancel: () => abort.current?.abort() };
}

const backLink = (
  <Link asChild color="blue.fg" fontSize="sm">
    <RouterLink to={AppRoutes.loads}>Back to loads</RouterLink>
  </Link>
);

/** /admin/loads/success: a load's details, fees, driver and documents (spec part 2 "Load detail"). */
export function LoadDetailScreen() {
  const { id, query, notice } = useLoadDetail();
  if (id === null) {
    return (
      <Stack gap="4">
        <PageHeader title="Load Details" chat={<ChatToggle />} />
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>Load ID not found</Alert.Title>
        </Alert.Root>
        {backLink}
      </Stack>
    );
  }
  if (query.isPending) {
    return (
      <Stack gap="4">
        <PageHeader title="Load Details" chat={<ChatToggle />} />
        <LoadingState label="Loading load..." />
      </Stack>
    );
  }
  if (query.isError) {
    const missing = (query.error as { status?: number }).status === 404;
    return (
      <Stack gap="4">
        <PageHeader title="Load Details" chat={<ChatToggle />} />
        <ErrorState
          title={missing ? 'Load not found' : 'Failed to fetch data. Please try again later.'}
          description={missing ? `No load has the number ${id}; it may have been deleted.` : undefined}
          onRetry={missing ? undefined : () => void query.refetch()}
        />
        {backLink}
      </Stack>
    );
  }
  return <LoadDetailView load={query.data} notice={notice} fetchLatest={() => query.refetch().then((r) => r.data)} />;
}

function LoadDetailView({ load, notice, fetchLatest }: { load: Load; notice: string | null; fetchLatest: () => Promise<Load | undefined> }) {
  const actions = useLoadActions(load.id);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [delivering, setDelivering] = useState(false);
  // Once opened, the dialog stays mounted so that it closes with its animation.
  const [deliveryShown, setDeliveryShown] = useState(false);
  const [undoing, setUndoing] = useState(false);
  const proofUpload = useProofUpload();
  const tabs = tabsFor(load.status);
  const [tab, setTab] = useState<DetailTab>(tabs[0].value);
  // Every change here names the load's version it was made on: a save over someone else's is refused (issue 29).
  const conflict = useEditConflict({
    record: load,
    editing,
    fetchLatest,
    // The editor closes; the next Edit starts from the latest version.
    onReload: () => setEditing(false),
  });
  const refused = (error: unknown) => (conflict.caught(error), null);

  // The status decides the tabs: a load assigned elsewhere moves to the driver tab.
  useEffect(() => {
    if (!tabs.some((t) => t.value === tab)) setTab(tabs[0].value);
  }, [tabs, tab]);

  // Cancel drops the editor and what was typed in it; the next Edit starts from the load as shown.
  const cancel = () => setEditing(false);
  const save = async (values: LoadEdit) => {
    const saved = await actions.save.mutateAsync({ id: load.id, body: { ...values, version: conflict.version } }).catch(refused);
    if (saved) setEditing(false);
  };
  const busy = actions.save.isPending || actions.remove.isPending || actions.deliver.isPending || actions.undoDelivery.isPending;

  // The delivery first, then its proof: a failed upload leaves the load delivered and says so.
  const deliver = async (deliveredAt: string, proof: File | null) => {
    const delivered = await actions.deliver
      .mutateAsync({ id: load.id, deliveredAt, version: load.version })
      .catch((error: unknown) => (conflict.caught(error) && setDelivering(false), null));
    if (!delivered) return;
    if (proof) {
      await proofUpload
        .run((onProgress, signal) =>
          actions.addDocument.mutateAsync({ id: load.id, kind: 'proof_of_delivery', file: proof, onProgress, signal, afterDelivery: true }),
        )
        .catch(() => null);
    }
    setDelivering(false);
  };

  return (
    <Stack gap="5">
      <PageHeader
        title={detailTitle(load.status)}
        chat={<ChatToggle />}
        actions={
          editing ? (
            // Keys: the submit button must be a new element, or the click on Edit that drew it would submit the form.
            <HStack wrap="wrap" key="editing">
              <Button colorPalette="blue" type="submit" form={LOAD_EDIT_FORM_ID} loading={actions.save.isPending} loadingText={BusyLabels.save}>
                Save All Changes
              </Button>
              <Button variant="outline" onClick={cancel} disabled={actions.save.isPending}>
                Cancel
              </Button>
            </HStack>
          ) : (
            <HStack wrap="wrap" key="reading">
              {load.status === 'assigned' ? (
                <Button colorPalette="blue" onClick={() => (setDeliveryShown(true), setDelivering(true))} disabled={busy}>
                  Mark Delivered
                </Button>
              ) : null}
              {load.status === 'delivered' ? (
                <Button
                  variant="outline"
                  onClick={() => setUndoing(true)}
                  disabled={busy}
                  loading={actions.undoDelivery.isPending}
                  loadingText={BusyLabels.save}
                >
                  Undo delivery
                </Button>
              ) : null}
              <Button variant="outline" onClick={() => setEditing(true)} onPointerEnter={LoadEditor.preload} onFocus={LoadEditor.preload} disabled={busy}>
                Edit Load Details
              </Button>
              <Button
                colorPalette="red"
                variant="outline"
                onClick={() => setConfirming(true)}
                loading={actions.remove.isPending}
                loadingText={BusyLabels.delete}
              >
                Delete load
              </Button>
            </HStack>
          )
        }
      />
      {notice === 'assignment-failed' && load.status === 'unassigned' ? (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>The load was created without a driver</Alert.Title>
            <Alert.Description>Assigning the driver you picked failed. Choose a driver below and select Complete Assignment.</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <EditConflictNotice conflict={conflict} />
      {editing ? (
        <LoadEditor
          load={load}
          disabled={busy}
          onSave={save}
          onPaymentChange={(payment) => actions.payment.mutate({ id: load.id, payment, version: load.version }, { onError: refused })}
          paymentBusy={actions.payment.isPending}
        />
      ) : (
        <LoadCards
          load={load}
          onPaymentChange={(payment) => actions.payment.mutate({ id: load.id, payment, version: load.version }, { onError: refused })}
          paymentBusy={actions.payment.isPending}
          disabled={busy}
        />
      )}
      <Tabs<DetailTab> label="Load actions" items={tabs} value={tab} onChange={setTab}>
        {tab === 'history' ? (
          <ActivityTimeline subject={{ type: 'load', id: load.id }} />
        ) : tab === 'assign' ? (
          <AssignDriverPanel
            busy={actions.assign.isPending}
            pickupDate={load.pickup_date}
            onAssign={(driver) => actions.assign.mutate({ id: load.id, driver: driver.id, version: load.version }, { onError: refused })}
          />
        ) : tab === 'driver' ? (
          <DriverDetailsPanel
            load={load}
            busy={actions.changeDriver.isPending}
            onChange={(assignmentId, driver) =>
              actions.changeDriver.mutateAsync({ id: load.id, assignmentId, driver: driver.id, version: load.version }).then(
                () => true,
                (error: unknown) => (conflict.caught(error), false),
              )
            }
          />
        ) : (
          <Suspense fallback={<LoadingState label="Loading documents..." />}>
            <DocumentsPanel
              load={load}
              onAdd={(kind, file, onProgress, signal) =>
                actions.addDocument.mutateAsync({ id: load.id, kind, file, onProgress, signal }).then(
                  () => true,
                  () => false,
                )
              }
              onRemove={(doc) =>
                actions.removeDocument.mutateAsync({ id: load.id, documentId: doc.id }).then(
                  () => true,
                  () => false,
                )
              }
              removing={actions.removeDocument.isPending}
            />
          </Suspense>
        )}
      </Tabs>
      {deliveryShown ? (
        <Suspense fallback={null}>
          <MarkDeliveredDialog
            open={delivering}
            pickupDate={load.pickup_date}
            busy={actions.deliver.isPending || proofUpload.progress !== null}
            progress={proofUpload.progress}
            onCancelUpload={proofUpload.cancel}
            onSubmit={(at, proof) => void deliver(at, proof)}
            onClose={() => setDelivering(false)}
          />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={undoing}
        title="Undo delivery"
        confirmLabel="Undo delivery"
        busy={actions.undoDelivery.isPending}
        busyLabel={BusyLabels.save}
        onClose={() => setUndoing(false)}
        onConfirm={() => actions.undoDelivery.mutate({ id: load.id }, { onSettled: () => setUndoing(false) })}
      >
        <Text>{`Take back the delivery of "${load.loadname}"? The load goes back to assigned, with its driver, and its delivery time is cleared.`}</Text>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming}
        title="Confirm Delete"
        confirmLabel="Delete"
        busy={actions.remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => actions.remove.mutate({ id: load.id }, { onSettled: () => setConfirming(false) })}
      >
        <Text>{`Are you sure you want to delete the load "${load.loadname}"? This action cannot be undone.`}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
