import crypto from 'node:crypto';
import { mediaKeyPath } from './file-names';

const URL_STEP_SECONDS = 900;

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

  /** The 15-minute step a URL made at `now` belongs to: every URL made within one step is the same. */
  urlStep(now = Date.now()): number {
    return Math.floor(now / 1000 / URL_STEP_SECONDS);
  }

  /** A path under /api/media/ (the key's parts percent-encoded; the signature is the key's own). Expiry is rounded to a 15-minute step so a URL stays the same, and cacheable, for a while. */
  url(mediaKey: string | null | undefined, now = Date.now()): string | null {
    if (!mediaKey) return null;
    const exp = (this.urlStep(now) + 1) * URL_STEP_SECONDS + this.ttlSeconds;
    return `/api/media/${mediaKeyPath(mediaKey)}?exp=${exp}&sig=${this.sign(mediaKey, exp)}`;
  }

  verify(mediaKey: string, exp: string | undefined, sig: string | undefined, now = Date.now()): boolean {
    if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
    if (Number(exp) * 1000 < now) return false;
    const expected = Buffer.from(this.sign(mediaKey, Number(exp)));
    const given = Buffer.from(sig);
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
  }
}
