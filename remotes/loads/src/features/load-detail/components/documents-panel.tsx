import { useState } from 'react';
import { LOAD_DOCUMENT_KIND_LABELS, LOAD_DOCUMENT_KINDS } from '@haulboard/shared/api/admin';
import type { Load, LoadDocument, LoadDocumentKind } from '@haulboard/shared/contracts';
import { useFileUpload } from '@haulboard/shared/forms';
import { formatFileSize, formatShortDate } from '@haulboard/shared/format';
import { resources, useRecord } from '@haulboard/shared/resources';
import {
  Badge,
  Button,
  ConfirmDialog,
  DocumentViewer,
  EmptyState,
  ErrorState,
  Field,
  Flex,
  Heading,
  HStack,
  Link,
  LoadingState,
  Stack,
  Text,
  chakra,
} from '@haulboard/shared/ui';
import { NativeSelect } from '@haulboard/shared/ui-parts';
import { LoadDocumentPicker } from './load-document-picker';

type Props = {
  load: Load;
  /** Resolves true when the file was stored. */
  onAdd: (kind: LoadDocumentKind, file: File, onProgress: (fraction: number) => void, signal: AbortSignal) => Promise<boolean>;
  /** Resolves true when the document was removed. */
  onRemove: (document: LoadDocument) => Promise<boolean>;
  removing: boolean;
};

/**
 * Upload Documents (unassigned loads) or Documents: the load's documents (kind, original name,
 * size, date; View, Download, Remove), the one viewed in the spec's 400 px viewer, and Add
 * document with its kind (issue 28).
 */
export function DocumentsPanel({ load, onAdd, onRemove, removing }: Props) {
  const documents = useRecord(resources.loads.documents, load.id);
  const [kind, setKind] = useState<LoadDocumentKind>('other');
  const { file, setFile, progress, uploading, cancel, upload } = useFileUpload((chosen, onProgress, signal) => onAdd(kind, chosen, onProgress, signal));
  const [viewedId, setViewedId] = useState<number | null>(null);
  const [removingDoc, setRemovingDoc] = useState<LoadDocument | null>(null);
  const list = documents.data ?? [];
  const viewed = list.find((d) => d.id === viewedId) ?? list[0] ?? null;

  return (
    <Stack gap="5">
      <Stack gap="3" as="section" aria-labelledby="add-document-heading">
        <Heading as="h3" size="sm" id="add-document-heading">
          Add document
        </Heading>
        <Field.Root maxW={{ base: 'full', sm: '64' }} disabled={uploading}>
          <Field.Label>Document kind</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={kind} onChange={(e) => setKind(e.currentTarget.value as LoadDocumentKind)}>
              {LOAD_DOCUMENT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {LOAD_DOCUMENT_KIND_LABELS[k]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <LoadDocumentPicker label="Load document" file={file} onFileChange={setFile} progress={progress} onCancel={cancel} />
        <Button alignSelf="flex-start" colorPalette="blue" onClick={upload} loading={uploading} loadingText="Uploading...">
          Upload Document
        </Button>
      </Stack>

      <Stack gap="3" as="section" aria-labelledby="documents-heading">
        <Heading as="h3" size="sm" id="documents-heading">
          Documents of this load
        </Heading>
        {documents.isPending ? (
          <LoadingState label="Loading documents..." minH="16" />
        ) : documents.isError ? (
          <ErrorState title="Failed to load the documents. Please try again." onRetry={() => void documents.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState title="No documents available" />
        ) : (
          <chakra.ul listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="2">
            {list.map((doc) => (
              <chakra.li key={doc.id} aria-label={doc.name} borderWidth="1px" borderRadius="md" p="3" bg={viewed?.id === doc.id ? 'bg.muted' : undefined}>
                <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'center' }} justify="space-between">
                  <Stack gap="1" minW="0">
                    <HStack gap="2" wrap="wrap">
                      <Badge colorPalette={doc.kind === 'proof_of_delivery' ? 'green' : 'gray'}>{LOAD_DOCUMENT_KIND_LABELS[doc.kind]}</Badge>
                      <Text fontWeight="medium" overflowWrap="anywhere">
                        {doc.name}
                      </Text>
                    </HStack>
                    <Text color="fg.muted" fontSize="sm">
                      {[formatFileSize(doc.size), formatShortDate(doc.uploaded_at), doc.uploaded_by].filter(Boolean).join(' · ')}
                    </Text>
                  </Stack>
                  <HStack gap="2" wrap="wrap" flexShrink={0}>
                    <Button size="sm" variant="outline" onClick={() => setViewedId(doc.id)} aria-label={`View ${doc.name}`}>
                      View
                    </Button>
                    <Button size="sm" variant="outline" asChild>
                      <Link href={doc.url} download={doc.name} aria-label={`Download ${doc.name}`}>
                        Download
                      </Link>
                    </Button>
                    <Button size="sm" variant="outline" colorPalette="red" onClick={() => setRemovingDoc(doc)} aria-label={`Remove ${doc.name}`}>
                      Remove
                    </Button>
                  </HStack>
                </Flex>
              </chakra.li>
            ))}
          </chakra.ul>
        )}
        {viewed ? <DocumentViewer url={viewed.url} name={viewed.name} /> : null}
      </Stack>

      <ConfirmDialog
        open={removingDoc !== null}
        title="Remove document"
        confirmLabel="Remove"
        busy={removing}
        busyLabel="Removing..."
        onClose={() => setRemovingDoc(null)}
        onConfirm={() => {
          if (removingDoc) void onRemove(removingDoc).then(() => setRemovingDoc(null));
        }}
      >
        <Text>{`Remove "${removingDoc?.name ?? ''}" from this load? Its file is deleted and cannot be brought back.`}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
