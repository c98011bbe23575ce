import { CloseButton, Input, InputGroup } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useRef } from 'react';
import type { SearchInputProps } from './search-input';

/** A labelled search box: a search icon before, a clear button after once something is typed. */
export default function SearchInput({ label, value, onChange, placeholder, maxW = 'sm', size = 'md' }: SearchInputProps) {
  const ref = useRef<HTMLInputElement>(null);
  return (
    <InputGroup
      maxW={maxW}
      w="full"
      startElement={<Search size={16} aria-hidden />}
      endElement={
        value ? (
          <CloseButton
            size="xs"
            aria-label="Clear search"
            onClick={() => {
              onChange('');
              ref.current?.focus();
            }}
          />
        ) : undefined
      }
    >
      <Input
        ref={ref}
        type="search"
        size={size}
        aria-label={label}
        placeholder={placeholder ?? label}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        onKeyDown={(e) => {
          // The browser's own Escape-clears of type=search, kept for browsers that lack it.
          if (e.key === 'Escape' && value) {
            e.preventDefault();
            onChange('');
          }
        }}
        // The clear button is ours; the browser's own cancel cross would make two.
        css={{ '&::-webkit-search-cancel-button': { display: 'none' } }}
      />
    </InputGroup>
  );
}
