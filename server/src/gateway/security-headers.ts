/**
 * Headers for the suite's pages. Scripts may come from the page's origin and the
 * registered remote origins only (remotes.json); the rest follows OWASP's secure-headers
 * guidance for a single-page app.
 */
export function pageSecurityHeaders(remoteOrigins: readonly string[]): Record<string, string> {
  const remotes = remoteOrigins.join(' ');
  const withRemotes = (base: string) => (remotes ? `${base} ${remotes}` : base);
  const csp = [
    "default-src 'self'",
    withRemotes("script-src 'self'"),
    // Chakra's CSS-in-JS (emotion) writes <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    withRemotes("img-src 'self' data: blob:"),
    withRemotes("font-src 'self' data:"),
    // Remotes' manifests are fetched; the chat's WebSocket is same-origin ('self' covers ws/wss).
    withRemotes("connect-src 'self'"),
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    // blob: for the preview of a pdf chosen for upload, before it leaves the browser.
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // The chat records voice notes and takes photos; nothing else may ask.
    'permissions-policy': 'camera=(self), microphone=(self), geolocation=(), payment=(), usb=()',
    'cross-origin-opener-policy': 'same-origin',
  };
}

/** The distinct origins of the absolute manifest URLs in remotes.json; relative ones are 'self'. */
export function remoteOriginsOf(remotes: unknown): string[] {
  if (!remotes || typeof remotes !== 'object') return [];
  const origins = new Set<string>();
  for (const url of Object.values(remotes as Record<string, unknown>)) {
    if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // A malformed entry allows nothing; the host reports it when it tries to load the area.
    }
  }
  return [...origins].sort();
}
