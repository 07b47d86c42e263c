import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import sharedEs from './es.json';

export const DEFAULT_LANGUAGE = 'es';
/** Only Spanish is configured; the selector shows from two languages on. */
export const LANGUAGES = [{ code: 'es', label: 'Español' }] as const;

/** Starts the page's one i18next instance (i18next is a federation singleton). Safe to call twice. */
export const initI18n = (resources: Resource = {}): typeof i18next => {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      ns: ['shared'],
      defaultNS: 'shared',
      resources: { es: { shared: sharedEs } },
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  }
  for (const [language, namespaces] of Object.entries(resources)) {
    for (const [ns, bundle] of Object.entries(namespaces)) i18next.addResourceBundle(language, ns, bundle, true, false);
  }
  return i18next;
};

/** Each slice adds its own namespace once, from its exposes/ modules. */
export const addSliceTranslations = (ns: string, es: Record<string, unknown>): void => {
  initI18n({ es: { [ns]: es } });
};
