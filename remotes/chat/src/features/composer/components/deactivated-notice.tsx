import { Box, Text } from '@haulboard/shared/ui';

/**
 * In the composer's place when the contact has been deactivated: the reason nothing can be written,
 * rather than a composer whose every send fails. A status, so it is heard when it replaces the composer.
 */
export function DeactivatedNotice({ name }: { name: string }) {
  return (
    <Box borderTopWidth="1px" px="4" py="3" bg="bg" role="status">
      <Text fontSize="sm" color="fg.muted" textAlign="center">
        {name} has been deactivated and cannot receive messages. Earlier messages stay here to read.
      </Text>
    </Box>
  );
}
