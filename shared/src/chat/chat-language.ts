export type ChatLanguage = 'es' | 'en' | 'pt';
const LANGUAGES: readonly string[] = ['es', 'en', 'pt'];

/**
 * The live chat's language (seed 002 §7): the first path segment when it is one (/EN/…, /PT/…), Spanish
 * otherwise. The host's launcher and the forms slice's widget both read it.
 */
export const chatLanguageOf = (pathname: string): ChatLanguage => {
  const first = pathname.split('/')[1]?.toLowerCase() ?? '';
  return LANGUAGES.includes(first) ? (first as ChatLanguage) : 'es';
};
