/** jsdom has no matchMedia: a screen that matches the given media queries (all others do not). */
export const stubMatchMedia = (matching: readonly string[]) => {
  window.matchMedia = ((query: string) => ({
    matches: matching.includes(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
};

export const removeMatchMedia = () => {
  delete (window as { matchMedia?: unknown }).matchMedia;
};
