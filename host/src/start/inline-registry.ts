import { fetchRegistry, parseRegistry, type RegistryEntry } from '@qs/shared';

/** The element the host's server writes into the shell's HTML (server/route-hints.mjs). */
export const INLINE_REGISTRY_ID = 'qs-registry';

/**
 * The registry the server put into this page's HTML, already filtered for this host name: no
 * /remotes.json round trip before the first slice can load. Null when the page has none (a static
 * copy of the shell, a test) or it cannot be read, so the caller fetches /remotes.json instead.
 */
export const readInlineRegistry = (doc: Document = document): RegistryEntry[] | null => {
  const text = doc.getElementById(INLINE_REGISTRY_ID)?.textContent;
  if (!text) return null;
  try {
    return parseRegistry(JSON.parse(text), globalThis.location?.href ?? 'http://localhost/');
  } catch {
    return null;
  }
};

/** The inline registry when the page carries one, else /remotes.json. */
export const loadRegistry = async (doc: Document = document): Promise<RegistryEntry[]> =>
  readInlineRegistry(doc) ?? fetchRegistry('/remotes.json');
