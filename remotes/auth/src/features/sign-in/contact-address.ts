/**
 * Where 'Contact admin' writes to. The gateway puts the configured address
 * (HAULBOARD_SUPPORT_EMAIL) into the page, so changing it needs no rebuild.
 */
export const FALLBACK_CONTACT_ADDRESS = 'admin@haulboard.local';

export function contactAddress(doc: Document = document): string {
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="haulboard:support-email"]');
  return meta?.content.trim() || FALLBACK_CONTACT_ADDRESS;
}
