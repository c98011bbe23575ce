import { useState } from 'react';
import { Box, Image } from '@haulboard/shared/ui';
import { toApiUrl } from '../../messages/lib/message-rules';

/** The default image for a contact without one (a silhouette), inline so it never fails to load. */
export const DEFAULT_AVATAR =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#cbd5e1"/><circle cx="20" cy="15" r="7" fill="#f8fafc"/><path d="M6 36c2-8 8-12 14-12s12 4 14 12z" fill="#f8fafc"/></svg>',
  );

export function ContactAvatar({ src, size = 10 }: { src: string | null | undefined; size?: number | string }) {
  const [broken, setBroken] = useState(false);
  const url = !broken && src ? toApiUrl(src) : null;
  return (
    <Box flexShrink={0} w={size} h={size} rounded="full" overflow="hidden" bg="bg.muted">
      <Image src={url ?? DEFAULT_AVATAR} alt="" w="full" h="full" objectFit="cover" onError={() => setBroken(true)} />
    </Box>
  );
}
