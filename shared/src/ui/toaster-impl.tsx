import { createToaster, Portal, Spinner, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';
import { useEffect } from 'react';
import { TOAST_DURATION_MS } from './toast-constants';

// Below Chakra's md breakpoint the page header's buttons wrap over two rows and the list's search sits
// under them: a phone's toasts go to the bottom, where no header action is. Chosen once, at load.
const phone = typeof window !== 'undefined' && window.matchMedia?.('(max-width: 47.99em)').matches;

/**
 * The real toast store and region; loaded with the first toast, never on a page that shows none.
 * Top right as the spec has it, below the page header (`--hb-toast-top`, set as each toast is
 * created): over the header a toast covered Export CSV, + Add Load and Edit, and paused under the
 * pointer that had just clicked them.
 */
export const store = createToaster({
  placement: phone ? 'bottom' : 'top-end',
  offsets: phone ? '1rem' : { top: 'var(--hb-toast-top, 1rem)', right: '1rem', bottom: '1rem', left: '1rem' },
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
});

export default function ToasterImpl({ onReady }: { onReady: (s: typeof store) => () => void }) {
  useEffect(() => onReady(store), [onReady]);
  return (
    <Portal>
      <ChakraToaster toaster={store} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          // At the top a toast fades in where it rests: sliding down from above it would pass under the
          // pointer that had just clicked a header button, and stay paused there.
          <Toast.Root width={{ md: 'sm' }} translate={phone ? undefined : 'var(--x) max(var(--y), 0px)'}>
            {toast.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {/* Fully opaque: Chakra's faded description read 3.5:1 on the error toast's red (axe color-contrast). */}
              {toast.description && <Toast.Description opacity={1}>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable !== false && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
