import type { HTMLAttributes } from 'react';

/**
 * A list page's card around its filters, tabs and table: a plain element under the admin system's
 * `.hb-panel` rules (kit-css.ts), because a list change redraws it and a Chakra card resolved its
 * recipe each time.
 */
export function Panel({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={className ? `hb-panel ${className}` : 'hb-panel'} {...props} />;
}
