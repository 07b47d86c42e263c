import { JSDOM } from 'jsdom';

let shared: (Window & typeof globalThis) | undefined;

/**
 * On the server there is no DOM: a window of jsdom's, made once per process, for DOMPurify. Nothing is loaded or run
 * in it (no scripts, no resources): it only parses and serialises markup.
 */
export const htmlWindow = (): Window & typeof globalThis => {
  shared ??= new JSDOM('').window as unknown as Window & typeof globalThis;
  return shared;
};
