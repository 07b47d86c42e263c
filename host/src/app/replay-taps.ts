import { KEPT_TAP_MAX_AGE_MS, TAPS_KEY, type KeptTap } from './kept-taps.mjs';

/** What a tap can act on: the innermost of these at the tapped point is the control the visitor meant. */
const CONTROL = [
  'a[href]',
  'button',
  'input',
  'select',
  'textarea',
  'label',
  'summary',
  '[role="button"]',
  '[role="tab"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="menuitem"]',
  '[role="option"]',
  '[role="link"]',
].join(',');

/** Fields a visitor types into: the replay puts the caret there instead of clicking. */
const TYPED = 'textarea, input:not([type]), input[type="text"], input[type="search"], input[type="email"], input[type="tel"], input[type="number"], input[type="password"], input[type="url"]';

/** The taps the keeper noted on the snapshot (host/server/prerender/tap-keeper.mjs), taken once. */
export const takeKeptTaps = (win: Window): KeptTap[] => {
  const store = win as unknown as Record<string, unknown>;
  const taps = store[TAPS_KEY];
  delete store[TAPS_KEY];
  return Array.isArray(taps) ? (taps as KeptTap[]) : [];
};

/**
 * Replays taps made on the snapshot on the live page that now stands where it stood (ADR 0007, "Taps before the takeover"): the live
 * control at each tapped point is clicked, or focused if it is a text field or a select (whose list is
 * opened when the browser still allows it). A link is left alone: the snapshot's links are plain links
 * that navigated by themselves. A control tapped twice is acted on once (a double tap on 'Comparar' must
 * not add and remove the plan); a disabled one, one outside `root` or a stale tap, not at all.
 * Returns the controls acted on.
 */
export const replayTaps = (taps: KeptTap[], { doc, win, root, now = Date.now() }: { doc: Document; win: Window; root: Element; now?: number }) => {
  const acted: Element[] = [];
  for (const tap of taps) {
    if (now - tap.at > KEPT_TAP_MAX_AGE_MS) continue;
    const control = doc.elementFromPoint(tap.x - win.scrollX, tap.y - win.scrollY)?.closest(CONTROL);
    if (!control || acted.includes(control) || !root.contains(control)) continue;
    acted.push(control);
    if (control.closest('a[href]') || control.matches(':disabled, [aria-disabled="true"]')) continue;
    const element = control as HTMLElement;
    if (element.matches(TYPED)) element.focus();
    else if (element instanceof HTMLSelectElement) {
      element.focus();
      try {
        element.showPicker();
      } catch {
        // The tap's user activation has expired: the select has the focus, the visitor opens it.
      }
    } else element.click();
  }
  return acted;
};
