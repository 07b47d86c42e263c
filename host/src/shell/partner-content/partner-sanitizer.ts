type Sanitize = (html: string, linkOrigins?: readonly string[]) => string;

let sanitize: Sanitize | null = null;
let loading: Promise<void> | null = null;

/**
 * Loads the partner-markup sanitiser (DOMPurify and its rules) as a chunk of its own: only a partner's site needs it,
 * so the main site's pages do not carry it. The browser loads it before the first render of a partner's page
 * (start-site.ts), so it renders the partner's markup at once, as the server did.
 */
export const loadPartnerSanitizer = (): Promise<void> => {
  loading ??= import(/* webpackChunkName: "partner-markup" */ './sanitize-partner-html').then(
    (module) => {
      sanitize = module.sanitizePartnerHtml;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
};

/** The sanitiser once loaded; null before (the shell then shows its own header and footer: nothing unsanitised). */
export const partnerSanitizer = (): Sanitize | null => sanitize;

/**
 * The server renderer's way in: it imports the sanitiser with the rest of its code (render-page.tsx), so that loading
 * it (and the server's DOM) is paid when the server starts, never by a page's render budget.
 */
export const providePartnerSanitizer = (ready: Sanitize): void => {
  sanitize = ready;
  loading = Promise.resolve();
};
