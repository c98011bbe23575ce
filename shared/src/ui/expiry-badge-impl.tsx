// Through the share, not the file: a relative import would bundle a second copy of the formatting into this part.
import { expiryBadgeText, expiryProblems } from '@haulboard/shared/format';
import type { ExpiryBadgeProps } from './expiry-badge';
import StatusBadge from './status-badge-impl';

const OVERALL = { expired: 'Expired', due: 'Due soon' } as const;

export default function ExpiryBadge(props: ExpiryBadgeProps) {
  if (props.expiry) {
    const { state } = props.expiry;
    if (state === 'ok') return null;
    // The badge names the state; its title lists which dates, for a pointer (screen readers get them from the cells).
    return (
      <span title={expiryProblems(props.expiry).join('\n')}>
        <StatusBadge status={state} label={OVERALL[state]} />
      </span>
    );
  }
  const text = expiryBadgeText(props.name, props.item, props.asOf);
  return text ? <StatusBadge status={props.item.state!} label={text} /> : null;
}
