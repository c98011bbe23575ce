import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Box, Button, HStack } from '@haulboard/shared/ui';

type Tab<T extends string> = { id: T; label: string };

/**
 * Two or three tabs on native buttons, with the ARIA tabs pattern (arrow keys, Home, End):
 * a handful of lines, where Chakra's tabs would bring a state machine for two panels.
 */
export function DetailTabs<T extends string>({
  tabs,
  value,
  onChange,
  children,
}: {
  tabs: Tab<T>[];
  value: T;
  onChange: (id: T) => void;
  children: ReactNode;
}) {
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const at = tabs.findIndex((t) => t.id === value);
  const move = (e: KeyboardEvent, index: number) => {
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const i = (next + tabs.length) % tabs.length;
    onChange(tabs[i].id);
    refs.current[i]?.focus();
  };
  return (
    <Box>
      <HStack role="tablist" gap="1" borderBottomWidth="1px" overflowX="auto">
        {tabs.map((t, i) => {
          const selected = i === at;
          return (
            <Button
              key={t.id}
              ref={(el) => {
                refs.current[i] = el;
              }}
              role="tab"
              id={`${base}-tab-${t.id}`}
              aria-selected={selected}
              aria-controls={`${base}-panel`}
              tabIndex={selected ? 0 : -1}
              variant="ghost"
              borderRadius="0"
              borderWidth="0"
              borderBottomWidth="2px"
              borderColor={selected ? 'blue.solid' : 'transparent'}
              color={selected ? 'blue.fg' : 'fg.muted'}
              mb="-1px"
              onClick={() => onChange(t.id)}
              onKeyDown={(e) => move(e, i)}
            >
              {t.label}
            </Button>
          );
        })}
      </HStack>
      <Box role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${value}`} pt="4">
        {children}
      </Box>
    </Box>
  );
}
