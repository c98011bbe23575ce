import type { AdminProfile } from '@haulboard/shared/contracts';
import type { MediaSigner } from '../../media/signing';
import type { AdminRow } from './repository';

/** The administrator's profile; the avatar as a signed media path under the spec's name `profile`. */
export function toProfile(r: AdminRow, media: MediaSigner): AdminProfile {
  return {
    id: r.id,
    first_name: r.first_name,
    last_name: r.last_name,
    email: r.email,
    gender: r.gender,
    dob: r.dob,
    address: r.address,
    phone_number: r.phone_number,
    username: r.username,
    profile: media.url(r.avatar),
    version: r.version,
  };
}
