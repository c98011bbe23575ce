import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { lazyPart } from './lazy-part';
import { system } from './system';

/** The design system's context, with the first page's recipes. Separate React roots wrap themselves in it too. */
export function UiProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}

/**
 * The whole suite's recipes (tables, dialogs, menus...), loaded with the signed-in area.
 * Everything inside it, portals included, draws with the full system.
 */
export const FullUiProvider = lazyPart(() => import('./full-provider'));
