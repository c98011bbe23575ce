import { Box, chakra, HStack } from '@chakra-ui/react';
import { useId, useRef, type KeyboardEvent } from 'react';
import type { TabsProps } from './tabs';

/**
 * A tablist of plain buttons (WAI-ARIA tabs, automatic activation): one tab in the Tab order,
 * arrows, Home and End move between tabs and select them. A fraction of Chakra's tabs machine.
 */
export default function Tabs<V extends string>({ label, items, value, onChange, children }: TabsProps<V>) {
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.max(
    0,
    items.findIndex((t) => t.value === value),
  );
  const tabId = (i: number) => `${base}-tab-${i}`;
  const panelId = `${base}-panel`;

  const onKeyDown = (e: KeyboardEvent) => {
    const last = items.length - 1;
    const to = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: last }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const i = to > last ? 0 : to < 0 ? last : to;
    refs.current[i]?.focus();
    if (i !== current) onChange(items[i].value);
  };

  return (
    <Box>
      <HStack role="tablist" aria-label={label} gap="0" borderBottomWidth="1px" overflowX="auto" onKeyDown={onKeyDown}>
        {items.map((t, i) => {
          const selected = i === current;
          return (
            <chakra.button
              key={t.value}
              ref={(el: HTMLButtonElement | null) => void (refs.current[i] = el)}
              type="button"
              role="tab"
              id={tabId(i)}
              aria-selected={selected}
              aria-controls={children === undefined ? undefined : panelId}
              tabIndex={selected ? 0 : -1}
              onClick={() => !selected && onChange(t.value)}
              px="4"
              py="2"
              mb="-1px"
              fontSize="sm"
              fontWeight="medium"
              whiteSpace="nowrap"
              cursor="pointer"
              color={selected ? 'blue.fg' : 'fg.muted'}
              borderBottomWidth="2px"
              borderColor={selected ? 'blue.solid' : 'transparent'}
              _hover={{ color: selected ? 'blue.fg' : 'fg' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '-2px' }}
            >
              {t.label}
            </chakra.button>
          );
        })}
      </HStack>
      {children !== undefined && (
        <Box role="tabpanel" id={panelId} aria-labelledby={tabId(current)} pt="4">
          {children}
        </Box>
      )}
    </Box>
  );
}
