import { Box, Button, chakra, Field, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { DocumentViewer } from './document-viewer';
import type { FilePickerProps } from './file-picker';
import { acceptedExtensions, documentKindOf, formatFileSize, refusalOf } from './file-rules';
import { useObjectUrl } from './use-object-url';

// A drag carries files when its types list them (text or a link dragged from the page does not).
const carriesFiles = (e: DragEvent) => Array.from(e.dataTransfer?.types ?? []).includes('Files');

const listed = (exts: readonly string[]) => (exts.length > 1 ? `${exts.slice(0, -1).join(', ')} or ${exts[exts.length - 1]}` : exts.join(''));

export default function FilePickerImpl({
  label,
  accept,
  maxBytes,
  file,
  onFileChange,
  progress,
  onCancel,
  disabled,
  typeError = 'Invalid document type.',
  preview = true,
}: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  // Said when several files were dropped at once: the picker takes one.
  const [note, setNote] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  // dragenter and dragleave fire for each child the pointer crosses: the zone is left when they even out.
  const inside = useRef(0);
  const url = useObjectUrl(preview ? file : null);
  const uploading = progress !== null && progress !== undefined;
  const kind = file ? documentKindOf(file.name, file.type) : 'other';
  const hint = `${listed(accept)}${maxBytes ? `, up to ${formatFileSize(maxBytes)}` : ''}`;
  const closed = Boolean(disabled) || uploading;

  /** The same checks whether the file was chosen or dropped. */
  const take = (chosen: File) => {
    const why = refusalOf(chosen, accept, maxBytes, typeError);
    setRefusal(why);
    onFileChange(why ? null : chosen);
    return !why;
  };
  const drop = (e: DragEvent) => {
    // Always: a file dropped and not taken would otherwise be opened by the browser, leaving the page.
    e.preventDefault();
    inside.current = 0;
    setDragging(false);
    const files = Array.from(e.dataTransfer?.files ?? []);
    if (closed || files.length === 0) return;
    const taken = take(files[0]);
    setNote(files.length > 1 ? `${files.length} files were dropped: only the first, ${files[0].name}, was ${taken ? 'taken' : 'checked'}.` : null);
  };

  return (
    <Field.Root invalid={Boolean(refusal)} disabled={disabled}>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <Stack
        role="group"
        aria-label={`${label}: drop a file here`}
        w="full"
        gap="2"
        p="3"
        borderWidth="2px"
        borderStyle="dashed"
        borderRadius="md"
        borderColor={dragging ? 'blue.solid' : 'border'}
        bg={dragging ? 'blue.subtle' : undefined}
        transition="background 0.1s, border-color 0.1s"
        onDragEnter={(e) => {
          if (!carriesFiles(e)) return;
          e.preventDefault();
          inside.current += 1;
          if (!closed) setDragging(true);
        }}
        onDragOver={(e) => {
          if (!carriesFiles(e)) return;
          // Without this the browser does not let the file be dropped here.
          e.preventDefault();
          e.dataTransfer.dropEffect = closed ? 'none' : 'copy';
        }}
        onDragLeave={(e) => {
          if (!carriesFiles(e)) return;
          inside.current = Math.max(0, inside.current - 1);
          if (inside.current === 0) setDragging(false);
        }}
        onDrop={drop}
      >
        <HStack gap="3" wrap="wrap">
          <chakra.input
            ref={input}
            id={id}
            type="file"
            accept={acceptedExtensions(accept)
              .map((e) => `.${e}`)
              .join(',')}
            disabled={closed}
            srOnly
            onChange={(e) => {
              const chosen = e.currentTarget.files?.[0] ?? null;
              // The same file chosen again must fire a change too.
              e.currentTarget.value = '';
              if (!chosen) return;
              setNote(null);
              take(chosen);
            }}
          />
          <Button size="sm" variant="outline" disabled={closed} onClick={() => input.current?.click()} aria-describedby={`${id}-hint`}>
            {file ? 'Choose another file' : 'Choose file'}
          </Button>
          {file ? (
            <Text fontSize="sm" minW="0" truncate data-testid="chosen-file">
              <chakra.span fontWeight="medium">{file.name}</chakra.span> <chakra.span color="fg.muted">({formatFileSize(file.size)})</chakra.span>
            </Text>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              No file chosen
            </Text>
          )}
          {file && !uploading ? (
            <Button
              size="sm"
              variant="ghost"
              disabled={disabled}
              onClick={() => {
                setNote(null);
                onFileChange(null);
              }}
            >
              Remove file
            </Button>
          ) : null}
        </HStack>
        <Text fontSize="sm" color={dragging ? 'blue.fg' : 'fg.muted'}>
          {dragging ? 'Drop the file to choose it' : 'or drag and drop a file here'}
        </Text>
      </Stack>
      <Field.HelperText id={`${id}-hint`}>{hint}</Field.HelperText>
      {refusal ? <Field.ErrorText color="red.fg">{refusal}</Field.ErrorText> : null}
      {note ? (
        <Text role="status" fontSize="sm" color="fg.muted">
          {note}
        </Text>
      ) : null}
      {uploading ? (
        <HStack w="full" gap="3" mt="2">
          {/* A plain ARIA bar: Chakra's Progress brought 8 KiB (its circle's anatomy and a locale
              context) to every screen with a picker, the profiles' first load over 250 KiB. */}
          <Box
            role="progressbar"
            aria-label={`Uploading ${file?.name ?? 'file'}: ${Math.round(progress * 100)}%`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
            flex="1"
            h="2"
            bg="bg.muted"
            borderRadius="full"
            overflow="hidden"
          >
            <Box h="full" w={`${Math.round(progress * 100)}%`} bg="blue.solid" transition="width 0.2s" />
          </Box>
          <Text fontSize="sm" minW="10" textAlign="end">{`${Math.round(progress * 100)}%`}</Text>
          {onCancel ? (
            <Button size="xs" variant="outline" onClick={onCancel}>
              Cancel upload
            </Button>
          ) : null}
        </HStack>
      ) : null}
      {file && url && kind !== 'other' ? (
        <Stack w="full" mt="2">
          <DocumentViewer url={url} name={file.name} kind={kind} />
        </Stack>
      ) : file && preview && kind === 'other' ? (
        <Box mt="2" fontSize="sm" color="fg.muted">
          No preview for this kind of file; it is shown as a download once uploaded.
        </Box>
      ) : null}
    </Field.Root>
  );
}
