import { CircleAlertIcon, CircleCheckIcon } from './icons';

/**
 * Spec: errors show in a red banner, successes in a green one. One element whichever the status,
 * so a green banner turning red is the same node (the e2e reads its colour).
 */
export function MessageBanner({ status, message }: { status: 'error' | 'success'; message: string }) {
  const Indicator = status === 'error' ? CircleAlertIcon : CircleCheckIcon;
  return (
    <div className="hb-auth-banner" data-status={status} role={status === 'error' ? 'alert' : 'status'}>
      <Indicator className="hb-auth-banner-icon" />
      <div className="hb-auth-banner-text">{message}</div>
    </div>
  );
}
