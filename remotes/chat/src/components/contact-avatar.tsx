import { useState } from 'react';
import type { Contact } from '@haulboard/shared/contracts';
import { Center } from '@haulboard/shared/ui';
import { Image } from '@haulboard/shared/ui-parts';
import { toApiUrl } from '../lib/message-rules';

/** Palettes whose muted background and foreground read well together in light and dark mode. */
const PALETTES = ['blue', 'green', 'purple', 'orange', 'teal', 'pink', 'cyan', 'red', 'yellow'] as const;

/** The person's colour: the same on every screen and every visit, and neighbours in a list differ. */
export const avatarPalette = (userId: number) => PALETTES[Math.abs(userId) % PALETTES.length];

/** 'Dana Driver' -> 'DD'; one name, one letter; no name at all, '?'. */
export function initialsOf(first: string, last: string): string {
  const letters = [first, last].map((n) => Array.from(n.trim())[0] ?? '').join('');
  return letters.toLocaleUpperCase() || '?';
}

type Person = Pick<Contact['user'], 'id' | 'first_name' | 'last_name' | 'avatar'>;

/**
 * A contact's picture; without one (or when it cannot load), the person's initials on their
 * colour (the spec's default image), so people can be told apart at a glance. Decorative: the
 * name is always written beside it.
 */
export function ContactAvatar({ person, size = 10 }: { person: Person; size?: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = person.avatar && person.avatar !== failed ? toApiUrl(person.avatar) : null;
  return (
    <Center
      aria-hidden
      flexShrink={0}
      w={size}
      h={size}
      rounded="full"
      overflow="hidden"
      colorPalette={avatarPalette(person.id)}
      bg="colorPalette.muted"
      color="colorPalette.fg"
      fontWeight="semibold"
      fontSize={size >= 10 ? 'sm' : 'xs'}
      lineHeight="1"
      userSelect="none"
    >
      {url ? (
        <Image src={url} alt="" w="full" h="full" objectFit="cover" onError={() => setFailed(person.avatar)} />
      ) : (
        initialsOf(person.first_name, person.last_name)
      )}
    </Center>
  );
}
