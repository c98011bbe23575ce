import { Box, Button, chakra, Field, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import { DocumentViewer } from './document-viewer';
import type { FilePickerProps } from './file-picker';
import { acceptedExtensions, documentKindOf, formatFileSize, refusalOf } from './file-rules';
import { useObjectUrl } from './use-object-url';

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
  const url = useObjectUrl(preview ? file : null);
  const uploading = progress !== null && progress !== undefined;
  const kind = file ? documentKindOf(file.name, file.type) : 'other';
  const hint = `${listed(accept)}${maxBytes ? `, up to ${formatFileSize(maxBytes)}` : ''}`;

  return (
    <Field.Root invalid={Boolean(refusal)} disabled={disabled}>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <HStack gap="3" wrap="wrap">
        <chakra.input
          ref={input}
          id={id}
          type="file"
          accept={acceptedExtensions(accept)
            .map((e) => `.${e}`)
            .join(',')}
          disabled={disabled || uploading}
          srOnly
          onChange={(e) => {
            const chosen = e.currentTarget.files?.[0] ?? null;
            // The same file chosen again must fire a change too.
            e.currentTarget.value = '';
            if (!chosen) return;
            const why = refusalOf(chosen, accept, maxBytes, typeError);
            setRefusal(why);
            onFileChange(why ? null : chosen);
          }}
        />
        <Button size="sm" variant="outline" disabled={disabled || uploading} onClick={() => input.current?.click()} aria-describedby={`${id}-hint`}>
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
          <Button size="sm" variant="ghost" disabled={disabled} onClick={() => onFileChange(null)}>
            Remove file
          </Button>
        ) : null}
      </HStack>
      <Field.HelperText id={`${id}-hint`}>{hint}</Field.HelperText>
      {refusal ? <Field.ErrorText color="red.fg">{refusal}</Field.ErrorText> : null}
      {uploading ? (
        <HStack w="full" gap="3" mt="2">
          <Progress.Root
            value={Math.round(progress * 100)}
            flex="1"
            size="sm"
            // The bar's accessible name (zag names it by its value alone).
            translations={{ value: ({ percent }) => `Uploading ${file?.name ?? 'file'}: ${Math.round(percent)}%` }}
          >
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
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
