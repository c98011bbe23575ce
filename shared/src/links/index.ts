// Links into another area's records that any area draws (issue 29): a load named in a chat message
// or in the dashboard's grid opens that load. Not a federation share and holds no state: each area
// bundles the little it uses, and /login never loads it.
import { AppRoutes } from '@haulboard/shared/router';

/** A load's detail screen, by its number (its id), as the loads list links it. */
export const loadDetailPath = (id: number) => `${AppRoutes.loadDetail}?id=${id}`;

/**
 * "load 472", "Load #472", "load no. 472", "load number 472": how a message names a load. Its
 * stored reference ("LD-41240") is an outside number, not the load's, so it is not linked.
 */
const LOAD_REFERENCE = /\bload\s*(?:(?:no\.?|number)\s*)?#?\s*(\d{1,9})\b/gi;

export type TextPart = { text: string; loadId?: number };

/** `text` cut into plain parts and parts naming a load, in order; joined they are `text` again. */
export function splitLoadReferences(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const m of text.matchAll(LOAD_REFERENCE)) {
    const id = Number(m[1]);
    if (id < 1) continue;
    if (m.index > last) parts.push({ text: text.slice(last, m.index) });
    parts.push({ text: m[0], loadId: id });
    last = m.index + m[0].length;
  }
  if (last < text.length || !parts.length) parts.push({ text: text.slice(last) });
  return parts;
}

/**
 * Moves the page's one BrowserRouter to `path` from code outside its context (the chat panel is its
 * own React root): the history entry the router would write, and the popstate it listens to. A
 * click with a modifier key is left to the browser (a new tab).
 */
export function openInShell(
  event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean; preventDefault: () => void },
  path: string,
) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  const idx = typeof window.history.state?.idx === 'number' ? window.history.state.idx + 1 : 0;
  window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', path);
  window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
}
