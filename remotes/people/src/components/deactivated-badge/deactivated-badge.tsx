import { Badge } from '@haulboard/shared/ui';

/** The mark a deactivated person carries on their profile and in both lists (issue 28). */
export function DeactivatedBadge() {
  return (
    <Badge colorPalette="red" variant="solid" flexShrink={0}>
      Deactivated
    </Badge>
  );
}
