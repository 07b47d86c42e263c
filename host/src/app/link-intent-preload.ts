import { useEffect } from 'react';
import { preloadExposed, type ExposedModuleId } from '@qs/shared';
import { routeForPath } from './route-table.mjs';

/** What says a visitor is about to follow a link: a mouse over it, the keyboard's focus on it, a finger on it. */
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * The slice page a link of this site leads to, or null: a link off the site, to a page of the host itself (the
 * agents' inbox), a download or one that opens elsewhere.
 */
export const slicePageOfLink = (link: HTMLAnchorElement, origin: string): ExposedModuleId | null => {
  if (link.hasAttribute('download') || (link.target && link.target !== '_self')) return null;
  let url: URL;
  try {
    url = new URL(link.href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const route = routeForPath(url.pathname);
  return route.slice === null ? null : (route.module as ExposedModuleId);
};

/**
 * Client navigation starts before the click: when the visitor points at, focuses or touches a link to a page of
 * another slice, the files of that slice's page are fetched (preloadExposed), so the click finds them in the
 * browser's cache instead of starting the chain remote entry → chunk → render (docs/adr/0006-route-preload-hints.md).
 */
export const useLinkIntentPreload = (): void => {
  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      const page = slicePageOfLink(link, window.location.origin);
      if (page) preloadExposed(page);
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, { capture: true });
    };
  }, []);
};
