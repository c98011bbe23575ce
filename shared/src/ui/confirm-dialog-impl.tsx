import type { ConfirmDialogProps } from './confirm-dialog';
import { Button, chakra, CloseButton, Dialog, Portal } from '@chakra-ui/react';

export default function ConfirmDialogImpl({
  open,
  title,
  children,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  busy = false,
  busyLabel,
  onConfirm,
  onClose,
  form,
}: ConfirmDialogProps) {
  const content = (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>{children}</Dialog.Body>
      <Dialog.Footer>
        <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
          {cancelLabel}
        </Button>
        {form ? (
          // Blue, as every screen's primary button is: Chakra's default solid is black.
          <Button type="submit" colorPalette="blue" loading={busy} loadingText={form.busyLabel} disabled={form.submitDisabled}>
            {confirmLabel}
          </Button>
        ) : (
          <Button colorPalette="red" onClick={onConfirm} loading={busy} loadingText={busyLabel}>
            {confirmLabel}
          </Button>
        )}
      </Dialog.Footer>
    </>
  );
  return (
    <Dialog.Root
      role={form ? 'dialog' : 'alertdialog'}
      open={open}
      size={form?.size}
      onOpenChange={(e) => !e.open && !busy && onClose()}
      // While the action or the save runs, nothing but its end closes the dialog (spec part 2 section 2).
      closeOnInteractOutside={!busy}
      closeOnEscape={!busy}
      // Only a press outside (the backdrop) closes it, not focus landing outside: a details dialog
      // closed by its Edit hands focus back to its row after the edit form has opened.
      onFocusOutside={(e) => e.preventDefault()}
      placement="center"
      scrollBehavior={form ? 'inside' : undefined}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-busy={busy}>
            {form ? (
              // The form wraps body and footer, so Enter in a field and the footer's button both submit.
              <chakra.form display="contents" noValidate onSubmit={form.onSubmit}>
                {content}
              </chakra.form>
            ) : (
              content
            )}
            <Dialog.CloseTrigger asChild disabled={busy}>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
