import { useRef, useState } from 'react';
import type { Load } from '@haulboard/shared/contracts';
import { Button, DocumentViewer, FilePicker, Heading, Stack, toaster } from '@haulboard/shared/ui';
import { LOAD_DOCUMENT_MAX_BYTES, LOAD_DOCUMENT_TYPES } from '../lib/detail-rules';

type Props = {
  load: Load;
  /** Resolves true when the file was stored. */
  onUpload: (file: File, onProgress: (fraction: number) => void, signal: AbortSignal) => Promise<boolean>;
};

/** Upload Documents (unassigned loads) or Documents: the load's document in the 400 px viewer. */
export function DocumentsPanel({ load, onUpload }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  const upload = async () => {
    if (!file) return void toaster.error({ title: 'Please select a file first' });
    abort.current = new AbortController();
    setProgress(0);
    const stored = await onUpload(file, setProgress, abort.current.signal);
    setProgress(null);
    if (stored) setFile(null);
  };
  if (load.status !== 'unassigned') return <DocumentViewer url={load.document} emptyText="No documents available" />;
  return (
    <Stack gap="4">
      <FilePicker
        label="Load document"
        accept={LOAD_DOCUMENT_TYPES}
        maxBytes={LOAD_DOCUMENT_MAX_BYTES}
        file={file}
        onFileChange={setFile}
        progress={progress}
        onCancel={() => abort.current?.abort()}
      />
      <Button alignSelf="flex-start" colorPalette="blue" onClick={upload} loading={progress !== null} loadingText="Uploading...">
        Upload Document
      </Button>
      {load.document ? (
        <Stack gap="2">
          <Heading as="h3" size="sm">
            Current document
          </Heading>
          <DocumentViewer url={load.document} />
        </Stack>
      ) : null}
    </Stack>
  );
}
