import { useEffect, useRef, useState } from 'react';
import { Smile } from 'lucide-react';
import { Box, IconButton, Spinner } from '@haulboard/shared/ui';

/** The emoji picker: emoji-mart loads on first open; it closes on a choice or a click outside. */
export function EmojiButton({ onPick, compact }: { onPick: (emoji: string) => void; compact?: boolean }) {
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const host = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const latestPick = useRef(onPick);
  latestPick.current = onPick;

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    // The cleanup empties the node this effect filled, not whatever the ref holds by then.
    const node = host.current;
    setLoading(true);
    import('../lib/emoji-picker')
      .then(({ createEmojiPicker }) =>
        createEmojiPicker({
          perLine: compact ? 7 : 9,
          onEmojiSelect: (native) => {
            latestPick.current(native);
            setOpen(false);
          },
          // The toggle's own click must not count as outside (it would close and reopen).
          onClickOutside: (e) => !toggle.current?.contains(e.target as Node) && setOpen(false),
        }),
      )
      .then((picker) => {
        if (cancelled || !host.current) return;
        host.current.replaceChildren(picker);
      })
      .catch(() => setOpen(false))
      .finally(() => !cancelled && setLoading(false));
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    // Capture: emoji-mart's search field keeps Escape to itself.
    document.addEventListener('keydown', onKey, true);
    return () => {
      cancelled = true;
      document.removeEventListener('keydown', onKey, true);
      node?.replaceChildren();
    };
  }, [open, compact]);

  return (
    <Box position="relative">
      <IconButton ref={toggle} aria-label="Choose emoji" aria-expanded={open} variant="ghost" size="sm" onClick={() => setOpen((o) => !o)}>
        <Smile />
      </IconButton>
      {open ? (
        <Box position="absolute" bottom="calc(100% + 0.5rem)" left="0" zIndex="dropdown" role="dialog" aria-label="Emoji picker">
          {loading ? (
            <Box bg="bg" p="4" rounded="md" shadow="md">
              <Spinner size="sm" aria-label="Loading emoji" />
            </Box>
          ) : null}
          <div ref={host} />
        </Box>
      ) : null}
    </Box>
  );
}
