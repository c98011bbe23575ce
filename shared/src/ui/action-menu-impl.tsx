import { IconButton, Menu } from '@chakra-ui/react';
import type { ActionMenuProps } from './action-menu';

export default function ActionMenuImpl({ label, icon, items, placement = 'bottom-end', size = 'sm', defaultOpen, highlightFirst }: ActionMenuProps & { defaultOpen?: boolean; highlightFirst?: boolean }) {
  return (
    <Menu.Root
      defaultOpen={defaultOpen}
      defaultHighlightedValue={highlightFirst ? items[0]?.value : undefined}
      positioning={{ placement, strategy: 'fixed' }}
      onSelect={(d) => items.find((i) => i.value === d.value)?.onSelect()}
    >
      <Menu.Trigger asChild>
        <IconButton aria-label={label} variant="ghost" size={size}>
          {icon}
        </IconButton>
      </Menu.Trigger>
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
