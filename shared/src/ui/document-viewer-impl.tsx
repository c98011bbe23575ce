import { Box, Center, chakra, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { DocumentViewerProps } from './document-viewer';
import { DOCUMENT_PREVIEW_HEIGHT_PX, documentKindOf, documentNameOf } from './file-rules';

export default function DocumentViewerImpl({ url, name, kind, emptyText = 'No documents available' }: DocumentViewerProps) {
  if (!url) {
    return (
      <Center h="24" borderWidth="1px" borderStyle="dashed" borderRadius="md" color="fg.muted">
        <Text>{emptyText}</Text>
      </Center>
    );
  }
  // The address's extension when it has one (a signed media path); a chosen file's object URL has none, its name tells.
  const shown = kind ?? (documentKindOf(url) !== 'other' || !name ? documentKindOf(url) : documentKindOf(name));
  // A stored document's link ends in the name it was uploaded under; older ones have the server's, so the caller's label stands in.
  const stored = documentNameOf(url);
  const fileName = stored ?? name;
  const title = fileName ? `Preview of ${fileName}` : 'Document preview';
  return (
    <Stack gap="2">
      <Box h={`${DOCUMENT_PREVIEW_HEIGHT_PX}px`} borderWidth="1px" borderRadius="md" overflow="hidden" bg="bg.muted">
        {shown === 'pdf' ? (
          <chakra.iframe src={url} title={title} w="full" h="full" border="0" />
        ) : shown === 'image' ? (
          <Center h="full">
            <chakra.img src={url} alt={title} maxW="full" maxH="full" objectFit="contain" />
          </Center>
        ) : (
          <Center h="full" px="4" textAlign="center">
            <Text color="fg.muted">This document cannot be previewed here. Download it to open it.</Text>
          </Center>
        )}
      </Box>
      <HStack gap="3" minW="0" wrap="wrap">
        {stored ? (
          <Text fontSize="sm" fontWeight="medium" minW="0" truncate title={stored}>
            {stored}
          </Text>
        ) : null}
        <Link
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          download={shown === 'other' ? (fileName ?? true) : undefined}
          fontSize="sm"
          color="blue.fg"
          flexShrink="0"
        >
          {shown === 'other' ? 'Download document' : 'Open document in a new tab'}
        </Link>
      </HStack>
    </Stack>
  );
}
