import { useId, useRef, type KeyboardEvent } from 'react';
import type { TabsProps } from './tabs';

/**
 * A tablist of plain buttons (WAI-ARIA tabs, automatic activation): one tab in the Tab order,
 * arrows, Home and End move between tabs and select them. A fraction of Chakra's tabs machine.
 */
export default function Tabs<V extends string>({ label, items, value, onChange, children }: TabsProps<V>) {
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.max(
    0,
    items.findIndex((t) => t.value === value),
  );
  const tabId = (i: number) => `${base}-tab-${i}`;
  const panelId = `${base}-panel`;

  const onKeyDown = (e: KeyboardEvent) => {
    const last = items.length - 1;
    const to = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: last }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const i = to > last ? 0 : to < 0 ? last : to;
    refs.current[i]?.focus();
    if (i !== current) onChange(items[i].value);
  };

  // Plain elements under the admin system's `.hb-tabs` rules (kit-css.ts): a tab change redraws
  // them, and Chakra style props resolved every tab's styles again each time.
  return (
    <div className="hb-tabs">
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((t, i) => {
          const selected = i === current;
          return (
            <button
              key={t.value}
              ref={(el: HTMLButtonElement | null) => void (refs.current[i] = el)}
              type="button"
              role="tab"
              id={tabId(i)}
              aria-selected={selected}
              aria-controls={children === undefined ? undefined : panelId}
              tabIndex={selected ? 0 : -1}
              onClick={() => !selected && onChange(t.value)}
            >
              {t.label}
            </button>
          );
        })}
      </div>
      {children !== undefined && (
        <div role="tabpanel" id={panelId} aria-labelledby={tabId(current)}>
          {children}
        </div>
      )}
    </div>
  );
}
