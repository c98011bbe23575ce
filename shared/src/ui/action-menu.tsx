import { Suspense, lazy, useState, type ReactNode } from 'react';
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
 * Escape). Until first used it is a plain button: a list of a hundred rows, each with a menu,
 * then costs a hundred buttons, not a hundred menu state machines. The menu's code loads on
 * first use.
 */
export function ActionMenu(props: ActionMenuProps) {
  // 'keyboard' opens on the first item, as a menu opened with Enter or Space should.
  const [armed, setArmed] = useState<false | 'pointer' | 'keyboard'>(false);
  const button = (
    <IconButton aria-label={props.label} aria-haspopup="menu" aria-expanded={false} variant="ghost" size={props.size ?? 'sm'} onClick={(e) => setArmed(e.detail === 0 ? 'keyboard' : 'pointer')}>
      {props.icon}
    </IconButton>
  );
  if (!armed) return button;
  return (
    <Suspense fallback={button}>
      <Impl {...props} defaultOpen highlightFirst={armed === 'keyboard'} />
    </Suspense>
  );
}
