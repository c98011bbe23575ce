import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import type { SideSheetProps } from './side-sheet';

export default function SideSheetImpl({ open, onClose, title, placement = 'start', size = 'xs', children }: SideSheetProps) {
  return (
    <Drawer.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement={placement} size={size}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Title srOnly>{title}</Drawer.Title>
            {children}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={`Close ${title.toLowerCase()}`} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
