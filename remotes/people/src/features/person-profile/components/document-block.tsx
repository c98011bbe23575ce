import { useId, useState } from 'react';
import { useFileUpload } from '@haulboard/shared/forms';
import { Badge, Button, DocumentViewer, FilePicker, Heading, HStack, Stack } from '@haulboard/shared/ui';
import { Card } from '@haulboard/shared/ui-parts';
import { PERSON_DOCUMENT_MAX_BYTES, PERSON_DOCUMENT_TYPES } from '../lib/profile-config';

type Props = {
  label: string;
  /** The stored document's signed path, or null. */
  path: string | null;
  /** Resolves true when the file was stored. */
  onUpload: (file: File, onProgress: (fraction: number) => void, signal: AbortSignal) => Promise<boolean>;
};

/**
 * One of the person's documents: whether it is on file, View/Hide Document over the 400 px
 * viewer, and a picker (preview, the reason a file is refused) with Upload and its progress.
 */
export function DocumentBlock({ label, path, onUpload }: Props) {
  const headingId = useId();
  const viewerId = useId();
  const [shown, setShown] = useState(false);
  const { file, setFile, progress, uploading, cancel, upload } = useFileUpload(onUpload);

  return (
    <Card.Root as="section" aria-labelledby={headingId} size="sm" minW="0">
      <Card.Header>
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Heading as="h3" size="sm" id={headingId}>
            {label}
          </Heading>
          <Badge colorPalette={path ? 'green' : 'gray'} variant="subtle">
            {path ? 'Uploaded' : 'Not uploaded'}
          </Badge>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <Stack gap={path && shown ? '3' : '0'}>
            <Button
              alignSelf="flex-start"
              size="sm"
              variant="outline"
              disabled={!path}
              aria-expanded={Boolean(path) && shown}
              aria-controls={viewerId}
              onClick={() => setShown((s) => !s)}
            >
              {path && shown ? 'Hide Document' : 'View Document'}
            </Button>
            <div id={viewerId}>{path && shown ? <DocumentViewer url={path} name={label} /> : null}</div>
          </Stack>
          <FilePicker
            label={`${label} file`}
            accept={PERSON_DOCUMENT_TYPES}
            maxBytes={PERSON_DOCUMENT_MAX_BYTES}
            file={file}
            onFileChange={setFile}
            progress={progress}
            onCancel={cancel}
          />
          <Button alignSelf="flex-start" size="sm" colorPalette="blue" onClick={upload} loading={uploading} loadingText="Uploading...">
            {`Upload ${label}`}
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
