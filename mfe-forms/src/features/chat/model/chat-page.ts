import type { WebchatConfig } from '@qs/shared';

export type ChatLanguage = 'es' | 'en' | 'pt';
const LANGUAGES: readonly string[] = ['es', 'en', 'pt'];

/** The visitor's language is the first path segment when it is one (/EN/…, /PT/…); Spanish otherwise. */
export const chatLanguageOf = (pathname: string): ChatLanguage => {
  const first = pathname.split('/')[1]?.toLowerCase() ?? '';
  return LANGUAGES.includes(first) ? (first as ChatLanguage) : 'es';
};

/** The product option preset for a page (seed 002's table): the first row whose path the page's path starts with, else the first option. */
export const productIndexFor = (pathname: string, table: WebchatConfig['baseConfig']['productIndexByPath']): number =>
  table.find((row) => pathname.startsWith(row.path))?.index ?? 0;
