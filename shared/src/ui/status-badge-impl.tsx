import { Badge } from '@chakra-ui/react';
import type { StatusBadgeProps } from './status-badge';

/**
 * The colour of each status the admin areas show: loads (unassigned, assigned, delivered) and
 * payments (Paid, Unpaid). Other areas add theirs here, so one status has one colour everywhere.
 */
const STATUS_TONES: Record<string, string> = {
  unassigned: 'orange',
  assigned: 'blue',
  delivered: 'green',
  Paid: 'green',
  Unpaid: 'red',
};

/** A status as a coloured badge: the word is always written ('unassigned' -> 'Unassigned'), colour only repeats it. */
export default function StatusBadge({ status, label, tone }: StatusBadgeProps) {
  const palette = tone ?? STATUS_TONES[status] ?? 'gray';
  return (
    // data-tone: the colour, readable by tests (the palette itself becomes a generated class).
    <Badge colorPalette={palette} data-tone={palette} variant="subtle" whiteSpace="nowrap">
      {label ?? status.charAt(0).toUpperCase() + status.slice(1)}
    </Badge>
  );
}
