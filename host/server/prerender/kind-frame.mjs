// A page no one has asked for yet (docs/adr/0007-prerendered-html.md, "A page no one has asked for yet"): a
// plan's page with no snapshot and no frame of its own is sent its kind's frame, the layout every page of its
// route shares (sanitize-snapshot.mjs `kindFrame`: another plan's page with everything that was that plan's
// own emptied), with the fields its slice named filled in from this page's own data: the answer of the API call
// the page itself makes first, which the host has already asked to know the page exists (page-exists.mjs).
import { escapeAttribute, escapeText } from '../html-escape.mjs';

/** A field's path in the page's data, as the slice writes it: `displayName`, `organization.metadata.image`. */
const FIELD_PATH = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*){0,5}$/;
/** Sanitize-snapshot.mjs writes a field's element empty, its attribute as innerHTML serialises it. */
const TEXT_FIELD = /(<[a-z][a-z0-9-]*\b[^<>]*?\sdata-qs-field="([^"]*)"[^<>]*>)(<\/)/g;
const IMAGE_FIELD = /<img\b([^<>]*?)\sdata-qs-field-src="([^"]*)"([^<>]*)>/g;
/** An image of this site: a path of its own (the API's images), nothing that leaves it or runs. */
const OWN_IMAGE = /^\/(?!\/)[A-Za-z0-9/_.%-]{1,300}$/;
const MAX_TEXT = 300;

/** The value at `path` in `data`, when it is text or a number; else undefined. */
export const fieldValue = (data, path) => {
  if (!FIELD_PATH.test(path)) return undefined;
  let value = data;
  for (const name of path.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, name)) return undefined;
    value = value[name];
  }
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? value : undefined;
};

/**
 * The kind frame with this page's fields written in: each `data-qs-field` element's text and each
 * `data-qs-field-src` image's address. Null when a field is missing from the data, a text is empty or too long,
 * or an image is not one of this site's own paths: the page then gets the live shell, never another page's text,
 * a blank heading or an address that leaves the site.
 * @param {string} frame
 * @param {unknown} data
 */
export const fillKindFrame = (frame, data) => {
  if (typeof frame !== 'string' || data === null || typeof data !== 'object') return null;
  let complete = true;
  let found = 0;
  const filled = frame
    .replace(TEXT_FIELD, (_, open, path, close) => {
      found += 1;
      const text = fieldValue(data, path)?.trim();
      if (!text || text.length > MAX_TEXT) complete = false;
      return `${open}${escapeText(text ?? '')}${close}`;
    })
    .replace(IMAGE_FIELD, (_, before, path, after) => {
      found += 1;
      const src = fieldValue(data, path);
      if (!src || !OWN_IMAGE.test(src) || src.includes('..')) complete = false;
      return `<img${before} data-qs-field-src="${path}" src="${escapeAttribute(src ?? '')}"${after}>`;
    });
  // Every field the frame names was read (none hidden from the patterns by markup they do not expect).
  const named = frame.split(' data-qs-field="').length + frame.split(' data-qs-field-src="').length - 2;
  return complete && found > 0 && found === named ? filled : null;
};
