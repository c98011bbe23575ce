import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { fullSystem } from './full-system';

export default function FullProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={fullSystem}>{children}</ChakraProvider>;
}
