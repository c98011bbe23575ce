import crypto from 'node:crypto';

/**
 * Media is shown in <iframe>, <img> and <audio>, which cannot send a bearer header, so each
 * URL carries an expiring signature instead (like a presigned object-store URL).
 */
export class MediaSigner {
  constructor(
    private readonly key: Buffer,
    private readonly ttlSeconds: number,
  ) {}

  private sign(mediaKey: string, exp: number) {
    return crypto.createHmac('sha256', this.key).update(`${mediaKey}:${exp}`).digest('base64url').slice(0, 32);
  }

  /** A path under /api/media/. Expiry is rounded to a 15-minute step so a URL stays the same, and cacheable, for a while. */
  url(mediaKey: string | null | undefined, now = Date.now()): string | null {
    if (!mediaKey) return null;
    const step = 900;
    const exp = (Math.floor(now / 1000 / step) + 1) * step + this.ttlSeconds;
    return `/api/media/${mediaKey}?exp=${exp}&sig=${this.sign(mediaKey, exp)}`;
  }

  verify(mediaKey: string, exp: string | undefined, sig: string | undefined, now = Date.now()): boolean {
    if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
    if (Number(exp) * 1000 < now) return false;
    const expected = Buffer.from(this.sign(mediaKey, Number(exp)));
    const given = Buffer.from(sig);
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
  }
}
