import type { Load } from '@haulboard/shared/contracts';
import { useFileUpload } from '@haulboard/shared/forms';
import { Button, DocumentViewer, FilePicker, Heading, Stack } from '@haulboard/shared/ui';
import { LOAD_DOCUMENT_MAX_BYTES, LOAD_DOCUMENT_TYPES } from '../lib/detail-rules';

type Props = {
  load: Load;
  /** Resolves true when the file was stored. */
  onUpload: (file: File, onProgress: (fraction: number) => void, signal: AbortSignal) => Promise<boolean>;
};

/** Upload Documents (unassigned loads) or Documents: the load's document in the 400 px viewer. */
export function DocumentsPanel({ load, onUpload }: Props) {
  const { file, setFile, progress, uploading, cancel, upload } = useFileUpload(onUpload);
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
        onCancel={cancel}
      />
      <Button alignSelf="flex-start" colorPalette="blue" onClick={upload} loading={uploading} loadingText="Uploading...">
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
