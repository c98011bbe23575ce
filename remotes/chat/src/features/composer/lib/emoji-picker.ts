/**
 * The spec's emoji categories, in emoji-mart's ids: suggested (frequently used), custom,
 * activities, animals and nature, flags, food and drink, objects, smileys and people,
 * symbols, travel and places.
 */
export const EMOJI_CATEGORIES = ['frequent', 'custom', 'activity', 'nature', 'flags', 'foods', 'objects', 'people', 'symbols', 'places'] as const;

export type EmojiPickerOptions = {
  onEmojiSelect: (native: string) => void;
  onClickOutside: (event: MouseEvent) => void;
  perLine?: number;
};

/**
 * emoji-mart and its data, loaded the first time the picker opens. The data is a chunk of
 * this remote, served by the suite: emoji-mart never fetches it from a CDN when given it.
 */
export async function createEmojiPicker(opts: EmojiPickerOptions): Promise<HTMLElement> {
  const [{ Picker }, data] = await Promise.all([import('emoji-mart'), import('@emoji-mart/data')]);
  return new Picker({
    data: (data as { default?: unknown }).default ?? data,
    categories: [...EMOJI_CATEGORIES],
    onEmojiSelect: (e: { native: string }) => opts.onEmojiSelect(e.native),
    onClickOutside: opts.onClickOutside,
    previewPosition: 'none',
    skinTonePosition: 'search',
    perLine: opts.perLine ?? 8,
    theme: 'light',
    autoFocus: true,
  }) as unknown as HTMLElement;
}
