import type { Profile } from '@qs/shared';

/** What a server validation script registers: true when valid, else a message (or a falsy value). */
export type ProfileValidator = (profile: Profile) => unknown;

declare global {
  interface Window {
    __QS_PROFILE_VALIDATORS__?: Record<string, ProfileValidator | undefined>;
  }
}

const LOAD_TIMEOUT_MS = 10_000;
const loads = new Map<string, Promise<void>>();

/** colombia.js → ColombiaValidation, seguro-colectivo.js → SeguroColectivoValidation. */
export const validatorClassName = (scriptUrl: string): string => {
  const file = new URL(scriptUrl, location.href).pathname.split('/').pop() ?? '';
  const base = file.replace(/\.js$/i, '');
  const pascal = base
    .split(/[^a-z0-9]+/i)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
  return `${pascal}Validation`;
};

const inject = (href: string): Promise<void> =>
  new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = (reason: string) => {
      window.clearTimeout(timer);
      script.remove();
      reject(new Error(`${reason}: ${href}`));
    };
    const timer = window.setTimeout(() => fail('Validation script timed out'), LOAD_TIMEOUT_MS);
    script.async = true;
    script.src = href;
    script.addEventListener('load', () => {
      window.clearTimeout(timer);
      resolve();
    });
    script.addEventListener('error', () => fail('Validation script failed to load'));
    document.head.appendChild(script);
  });

/**
 * Loads the server's validation script once per URL. Only scripts of the page's own origin
 * run: the URL comes from an API answer, and a foreign script would run with the page's rights.
 */
export const loadValidationScript = (scriptUrl: string): Promise<void> => {
  const url = new URL(scriptUrl, location.href);
  if (url.origin !== location.origin) {
    const error = new Error(`Validation script refused (other origin): ${url.href}`);
    console.error(error.message);
    return Promise.reject(error);
  }
  const known = loads.get(url.href);
  if (known) return known;
  const load = inject(url.href).catch((error: unknown) => {
    loads.delete(url.href); // a later submit may try again
    console.error(error instanceof Error ? error.message : error);
    throw error;
  });
  loads.set(url.href, load);
  return load;
};

/** The validator the script registered, or undefined (with the product's warning, docs/product/forms.md#validation-script) when absent. */
export const findValidator = (scriptUrl: string): ProfileValidator | undefined => {
  const className = validatorClassName(scriptUrl);
  const validator = window.__QS_PROFILE_VALIDATORS__?.[className];
  if (typeof validator === 'function') return validator;
  console.warn(`${className} does not exist in the validation map`);
  return undefined;
};
