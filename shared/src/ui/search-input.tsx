import type { BoxProps } from '@chakra-ui/react';
import { lazyPart } from './lazy-part';

export type SearchInputProps = {
  /** The box's accessible name, and its placeholder unless one is given. */
  label: string;
  value: string;
  onChange: (text: string) => void;
  placeholder?: string;
  /** The box's widest (default `sm`); responsive values welcome. */
  maxW?: BoxProps['maxW'];
  size?: 'sm' | 'md';
};

/**
 * A search box with a search icon and a clear button. Its code loads when a screen first
 * draws one, so the sign-in screens never pay for it.
 */
export const SearchInput = lazyPart(() => import('./search-input-impl'));
