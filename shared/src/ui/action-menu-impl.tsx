import { Menu } from '@chakra-ui/react';
import { useLayoutEffect } from 'react';
import type { ActionMenuImplProps } from './action-menu';

export default function ActionMenuImpl({ items, placement = 'bottom-end', contentId, anchor, highlightFirst, onClose }: ActionMenuImplProps) {
  // Mounted open, the menu does not take focus itself: keys must reach it, not the button.
  // At once (before the next key), and again next frame in case positioning moved it.
  useLayoutEffect(() => {
    const focus = () => document.getElementById(contentId)?.focus({ preventScroll: true });
    focus();
    const frame = requestAnimationFrame(focus);
    return () => cancelAnimationFrame(frame);
  }, [contentId]);
  return (
    <Menu.Root
      open
      ids={{ content: contentId }}
      onOpenChange={(d) => !d.open && onClose()}
      defaultHighlightedValue={highlightFirst ? items[0]?.value : undefined}
      positioning={{ placement, strategy: 'fixed', getAnchorRect: () => anchor()?.getBoundingClientRect() ?? null }}
      onSelect={(d) => items.find((i) => i.value === d.value)?.onSelect()}
    >
      {/* No portal: the menu stays inside its area's stacking context (a docked panel, say). */}
      <Menu.Positioner>
        <Menu.Content minW="40">
          {items.map((i) => (
            <Menu.Item key={i.value} value={i.value} color={i.danger ? 'fg.error' : undefined}>
              {i.label}
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
