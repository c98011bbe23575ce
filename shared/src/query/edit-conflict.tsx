import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '@haulboard/shared/api';
import { isEditConflictDetail } from '../contracts/edit-conflict';
import { Alert, Button, HStack } from '@haulboard/shared/ui';

/** True for the 409 a save gets when the record changed since its screen read it (issue 29). */
export const isEditConflict = (error: unknown): boolean => isApiError(error) && error.status === 409 && isEditConflictDetail(error.detail);

export type EditConflictOptions<T extends { version: number }> = {
  /** The record as the screen shows it now (a new one's form has none: `{ version: 1 }`). */
  record: { version: number };
  /** While false, the edit follows the record: a fresh copy is what the next edit starts from. */
  editing: boolean;
  /** Reads the record again from the server (and puts it where the screen reads it). */
  fetchLatest: () => Promise<T | undefined>;
  /** "Reload": the screen takes `latest` and drops what was typed. */
  onReload: (latest: T) => void;
};

export type EditConflict = {
  /** What a save sends as `version`: the version the edit started from. */
  version: number;
  /** The server's "what changed and by whom", while a save is refused; null otherwise. */
  detail: string | null;
  /** Takes a save's failure: true (and the notice shows) when it was a stale edit. */
  caught: (error: unknown) => boolean;
  reload: () => Promise<void>;
  keepEditing: () => Promise<void>;
  busy: boolean;
};

/**
 * Edits that never overwrite someone else's (issue 29), for every edit screen: the version its
 * edit started from, and, when a save is refused because the record changed meanwhile, the
 * choice between Reload (theirs, mine discarded) and Keep editing (mine, now based on theirs, so
 * the next save is accepted). Drawn by `EditConflictNotice`.
 */
export function useEditConflict<T extends { version: number }>({ record, editing, fetchLatest, onReload }: EditConflictOptions<T>): EditConflict {
  const [version, setVersion] = useState(record.version);
  const [detail, setDetail] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!editing) setVersion(record.version);
  }, [editing, record.version]);

  const caught = useCallback((error: unknown) => {
    if (!isEditConflict(error)) return false;
    setDetail(isApiError(error) ? (error.detail ?? null) : null);
    return true;
  }, []);
  const settle = async (then: (latest: T) => void) => {
    setBusy(true);
    try {
      const latest = await fetchLatest();
      if (!latest) return;
      setVersion(latest.version);
      then(latest);
      setDetail(null);
    } finally {
      setBusy(false);
    }
  };
  return {
    version,
    detail,
    caught,
    busy,
    reload: () => settle(onReload),
    keepEditing: () => settle(() => undefined),
  };
}

/** The refused save's notice: what changed and by whom, Reload and Keep editing. */
export function EditConflictNotice({ conflict }: { conflict: EditConflict }) {
  if (!conflict.detail) return null;
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title>Someone else changed this record</Alert.Title>
        <Alert.Description>{conflict.detail}</Alert.Description>
        <HStack wrap="wrap">
          <Button size="sm" colorPalette="blue" onClick={() => void conflict.reload()} disabled={conflict.busy}>
            Reload
          </Button>
          <Button size="sm" variant="outline" onClick={() => void conflict.keepEditing()} disabled={conflict.busy}>
            Keep editing
          </Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}
