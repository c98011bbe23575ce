import { Suspense, lazy, type ReactNode } from 'react';
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

const Impl = lazy(() => import('./action-menu-impl'));

/**
 * A drop-down of actions behind an icon button (opens and closes on click, arrow keys,
 * Escape). The menu's code loads when first drawn; until then the same button stands in.
 */
export function ActionMenu(props: ActionMenuProps) {
  return (
    <Suspense
      fallback={
        <IconButton aria-label={props.label} aria-haspopup="menu" variant="ghost" size={props.size ?? 'sm'}>
          {props.icon}
        </IconButton>
      }
    >
      <Impl {...props} />
    </Suspense>
  );
}
