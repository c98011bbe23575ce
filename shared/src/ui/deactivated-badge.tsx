import { Badge } from '@chakra-ui/react';

/**
 * The mark a deactivated person carries wherever they are named (issue 28): their profile, the
 * people lists, the chat's contacts and conversation. Its word is text, so a screen reader says it with the name.
 */
export function DeactivatedBadge() {
  return (
    <Badge colorPalette="red" variant="solid" flexShrink={0}>
      Deactivated
    </Badge>
  );
}
