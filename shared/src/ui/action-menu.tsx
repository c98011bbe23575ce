import { Suspense, lazy, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { IconButton } from '@chakra-ui/react';

export type ActionMenuItem = {
  value: string;
  label: string;
  onSelect: () => void;
  /** Drawn in the danger colour (deletions). */
  danger?: boolean;
};

export type ActionMenuProps = {
  /** The trigger's accessible name ("Message actions"). */
  label: string;
  /** The trigger's icon. */
  icon: ReactNode;
  items: ActionMenuItem[];
  placement?: 'bottom-end' | 'bottom-start' | 'top-start' | 'top-end';
  size?: 'xs' | 'sm' | 'md';
};

export type ActionMenuImplProps = ActionMenuProps & {
  contentId: string;
  anchor: () => HTMLElement | null;
  highlightFirst: boolean;
  onClose: () => void;
};

const Impl = lazy(() => import('./action-menu-impl'));

/**
 * A drop-down of actions behind an icon button (opens and closes on click, arrow keys,
 * Escape). The menu exists only while open: a list of a hundred rows, each with a menu, costs
 * a hundred buttons, not a hundred menu state machines. Its code loads on first use. The
 * button stays the same element throughout, so focus never drops to the page.
 */
export function ActionMenu(props: ActionMenuProps) {
  // 'keyboard' opens on the first item, as a menu opened with Enter or Space should.
  const [open, setOpen] = useState<false | 'pointer' | 'keyboard'>(false);
  const button = useRef<HTMLButtonElement>(null);
  const contentId = useId();
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      return undefined;
    }
    if (!wasOpen.current) return undefined;
    wasOpen.current = false;
    // The menu's own clean-up may drop focus to the page a frame after it closed (seen on a busy
    // machine): give it back to the button then, unless something else (a dialog) has taken it.
    const frame = requestAnimationFrame(() => {
      if (document.activeElement === document.body || document.activeElement === null) button.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [open]);
  return (
    <>
      <IconButton
        ref={button}
        aria-label={props.label}
        aria-haspopup="menu"
        aria-expanded={open !== false}
        aria-controls={open ? contentId : undefined}
        variant="ghost"
        size={props.size ?? 'sm'}
        // The menu's own outside-press closes it first; this press must not reopen it.
        onPointerDown={(e) => open && e.preventDefault()}
        onClick={(e) => setOpen((o) => (o ? false : e.detail === 0 ? 'keyboard' : 'pointer'))}
      >
        {props.icon}
      </IconButton>
      {open ? (
        <Suspense fallback={null}>
          <Impl
            {...props}
            contentId={contentId}
            anchor={() => button.current}
            highlightFirst={open === 'keyboard'}
            onClose={() => {
              setOpen(false);
              button.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
