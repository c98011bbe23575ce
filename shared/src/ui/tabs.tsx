import type { ReactNode } from 'react';
import type TabsImpl from './tabs-impl';
import { lazyPart } from './lazy-part';

export type TabItem<V extends string = string> = { value: V; label: string };

export type TabsProps<V extends string = string> = {
  /** The tablist's accessible name ("Load status"). */
  label: string;
  items: readonly TabItem<V>[];
  /** The selected tab, controlled so the caller can keep it in the URL. */
  value: V;
  onChange: (value: V) => void;
  /** The panel under the tabs (what the selected tab shows), labelled by that tab. */
  children?: ReactNode;
};

/**
 * Tabs as an accessible tablist of buttons (arrows, Home, End). Its code loads when a screen
 * first draws tabs, so the sign-in screens never pay for it.
 */
export const Tabs = lazyPart(() => import('./tabs-impl')) as unknown as typeof TabsImpl & { preload: () => void };
