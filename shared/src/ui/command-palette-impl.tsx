import { Box, Dialog, Portal, Text } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { CommandPaletteProps } from './command-palette';

export default function CommandPaletteImpl({
  open,
  onClose,
  title,
  label,
  placeholder,
  query,
  onQueryChange,
  maxLength,
  groups,
  status,
  onSelect,
}: CommandPaletteProps) {
  const base = useId();
  const input = useRef<HTMLInputElement>(null);
  const items = useMemo(() => groups.flatMap((g) => g.items), [groups]);
  const [active, setActive] = useState(0);
  // New results: the first is active again.
  useEffect(() => setActive(0), [items]);
  const optionId = (i: number) => `${base}-option-${i}`;
  const current = items.length ? Math.min(active, items.length - 1) : -1;

  useEffect(() => {
    if (current >= 0) document.getElementById(optionId(current))?.scrollIntoView?.({ block: 'nearest' });
  });

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const move = { ArrowDown: 1, ArrowUp: -1 }[e.key];
    if (move && items.length) {
      e.preventDefault();
      setActive((current + move + items.length) % items.length);
    } else if (e.key === 'Enter' && current >= 0) {
      e.preventDefault();
      onSelect(items[current]);
    }
  };

  let index = 0;
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="top" size={{ base: 'full', md: 'lg' }} initialFocusEl={() => input.current}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mt={{ base: 0, md: '16' }} overflow="hidden">
            <Dialog.Title srOnly>{title}</Dialog.Title>
            <Box display="flex" alignItems="center" gap="2" px="4" borderBottomWidth="1px">
              <Search size={18} aria-hidden />
              <input
                ref={input}
                type="text"
                role="combobox"
                aria-label={label}
                aria-expanded={items.length > 0}
                aria-controls={`${base}-list`}
                aria-autocomplete="list"
                aria-activedescendant={current >= 0 ? optionId(current) : undefined}
                autoComplete="off"
                spellCheck={false}
                placeholder={placeholder ?? label}
                maxLength={maxLength}
                value={query}
                onChange={(e) => onQueryChange(e.currentTarget.value)}
                onKeyDown={onKeyDown}
                style={{ flex: 1, minWidth: 0, height: '3.25rem', border: 0, outline: 'none', background: 'transparent', fontSize: '1rem' }}
              />
            </Box>
            <Box maxH={{ base: 'calc(100dvh - 3.5rem)', md: '60vh' }} overflowY="auto" py="2">
              <div role="listbox" id={`${base}-list`} aria-label={title}>
                {groups.map((group, g) =>
                  group.items.length ? (
                    <div key={group.label} role="group" aria-labelledby={`${base}-group-${g}`}>
                      <Text id={`${base}-group-${g}`} px="4" pt="2" pb="1" fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
                        {group.label}
                      </Text>
                      {group.items.map((item) => {
                        const i = index++;
                        const selected = i === current;
                        return (
                          <Box
                            key={item.id}
                            id={optionId(i)}
                            role="option"
                            aria-selected={selected}
                            px="4"
                            py="2"
                            cursor="pointer"
                            bg={selected ? 'blue.subtle' : undefined}
                            // The box keeps the focus: a click must not take it.
                            onMouseDown={(e) => e.preventDefault()}
                            onMouseMove={() => i !== current && setActive(i)}
                            onClick={() => onSelect(item)}
                          >
                            <Text fontWeight="medium" truncate>
                              {item.title}
                            </Text>
                            {item.detail ? (
                              <Text fontSize="sm" color="fg.muted" truncate>
                                {item.detail}
                              </Text>
                            ) : null}
                          </Box>
                        );
                      })}
                    </div>
                  ) : null,
                )}
              </div>
              {/* Always there, so a screen reader hears each new status (searching, nothing found). */}
              <Text px="4" py={status ? '3' : '0'} color="fg.muted" role="status">
                {status}
              </Text>
            </Box>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
