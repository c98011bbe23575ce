/** The page's reload, in one place tests can watch (jsdom's `location.reload` cannot be replaced). */
export const page = {
  reload: () => window.location.reload(),
};
