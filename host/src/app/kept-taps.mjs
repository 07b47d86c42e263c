// Names shared by the server's tap keeper (host/server/prerender/tap-keeper.mjs), which keeps the taps made
// on a prerendered snapshot, and the takeover (prerender-takeover.ts), which replays them on the live page.
// Plain JavaScript: the server imports it as it is, the shell's bundle too. Typed by kept-taps.d.mts.

/** Where the kept taps wait for the live page: `window[TAPS_KEY]`, a list of `{ x, y, at }` (page coordinates, Date.now()). */
export const TAPS_KEY = '__qsTaps';

/** The attribute the keeper sets on `#qs-prerendered` once it keeps a tap. */
export const WAITING_ATTRIBUTE = 'data-qs-waiting';

/** A tap older than this is not replayed: the takeover's own time-out (route-area.mjs) is shorter. */
export const KEPT_TAP_MAX_AGE_MS = 15000;
