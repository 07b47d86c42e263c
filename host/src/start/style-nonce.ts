import { setNonce } from 'get-nonce';

/**
 * Hands the libraries that add a <style> element at run time the response's CSP nonce (docs/security.md#content-security-policy). The
 * dialogs' scroll lock (Radix, through react-remove-scroll) adds one when the phone menu opens; the CSP
 * refuses inline styles without the nonce, so the style was blocked and the page scrolled behind the drawer.
 * The server puts the nonce on the site settings element (host/server/site-settings.mjs); the browser hides
 * the attribute from the DOM and CSS, so it is read from the element's `nonce` property.
 */
export const adoptStyleNonce = (doc: Document = document): string | undefined => {
  const element = doc.getElementById('qs-site');
  const nonce = element?.nonce || element?.getAttribute('nonce') || undefined;
  if (nonce) setNonce(nonce);
  return nonce;
};
