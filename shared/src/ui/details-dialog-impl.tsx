import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { DetailsDialogProps } from './details-dialog';

export default function DetailsDialogImpl({ open, title, children, actions, size = 'lg', onClose }: DetailsDialogProps) {
  return (
    <Dialog.Root open={open} size={size} onOpenChange={(e) => !e.open && onClose()} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {/* Focusable: a long body (a truck's History on a phone) scrolls, and a keyboard must reach it. */}
            <Dialog.Body tabIndex={0}>{children}</Dialog.Body>
            <Dialog.Footer>
              <Button type="button" variant="outline" onClick={onClose}>
                Close
              </Button>
              {actions}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
