import { useCallback, useEffect, useState } from 'react';
import { safeStorage } from '@qs/shared';
import { FIRST_VIEW_CLOSE_DELAY_MS, FIRST_VIEW_OPEN_DELAY_MS, FIRST_VIEW_STORAGE_KEY } from '../model/constants';

const alreadySeen = () => safeStorage.read<unknown>(FIRST_VIEW_STORAGE_KEY) !== null;
const remember = () => safeStorage.write(FIRST_VIEW_STORAGE_KEY, { seenAt: new Date().toISOString() });

/** A visitor already in a dialog (profile modal, plan detail) has found their way: do not cover it. */
const aDialogIsOpen = () => document.querySelector('dialog[open]') !== null;

/** A visitor's own actions: a tap, a click, a key. */
const ACTIONS = ['pointerdown', 'click', 'keydown'] as const;

/**
 * First view (docs/product/results.md#first-view): the first time a visitor arrives without a profile, the
 * popover opens after 9 s and closes 5 s later; once shown, never again (local storage). `eligible`
 * is false on a phone, once a profile is entered, or while there is no banner to anchor to.
 * The nudge is for a visitor who has not started: one who tapped, clicked or typed in those 9 s is busy
 * with the page, and taking their focus would lose their place (docs/product/results.md#first-view). It is then not shown,
 * nor remembered, this time.
 */
export const useFirstView = (eligible: boolean) => {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!eligible || alreadySeen()) return;
    let acted = false;
    const onAction = () => {
      acted = true;
    };
    for (const type of ACTIONS) window.addEventListener(type, onAction, { capture: true, passive: true });
    const timer = window.setTimeout(() => {
      if (acted) return;
      remember();
      if (!aDialogIsOpen()) setOpen(true);
    }, FIRST_VIEW_OPEN_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      for (const type of ACTIONS) window.removeEventListener(type, onAction, { capture: true });
    };
  }, [eligible]);

  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(close, FIRST_VIEW_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [open, close]);

  return { open: open && eligible, close };
};
