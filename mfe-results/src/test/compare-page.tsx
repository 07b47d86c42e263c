import type { ComponentType } from 'react';
import * as browserRouter from 'react-router';
import { apiClient, COMPARATORS, type ComparePageProps } from '@qs/shared';
import { hydratePage, renderPageOnServer, type HydratedPage, type ServerPage } from '../../../tools/jest/server-render';
import { bannerConfig } from '../features/banner/test/banner-fixtures';
import { jsonResponse, planCard } from './plans';

/** Every comparator's slug (its page is /Comparar/{slug}). */
export const COMPARATOR_SLUGS = COMPARATORS.map((comparator) => comparator.slug);

/** The network at the fetch boundary: each comparator's banner, and one plan for any results request. */
export const stubCompareApi = () => {
  apiClient.clearCache();
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.includes('/banner')) return jsonResponse(200, { data: bannerConfig({ title: 'Compara planes de salud' }) });
    if (url.startsWith('/api/insurance/compare'))
      return jsonResponse(200, { data: [planCard()], metaData: { total: 1 } });
    return jsonResponse(202, { data: { id: 1 } });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
};

type Router = Pick<typeof import('react-router'), 'MemoryRouter'>;

const routed = ({ MemoryRouter }: Router, Page: ComponentType<ComparePageProps>, slug: string) => (
  <MemoryRouter initialEntries={[`/Comparar/${slug}`]}>
    <Page comparator={slug} />
  </MemoryRouter>
);

/* eslint-disable @typescript-eslint/no-require-imports -- the server's modules come from its own registry */
/** qs_results/ComparePage of `slug`, rendered on the server with its data (the test's fetch stub). */
export const renderComparePageOnServer = (slug: string): Promise<ServerPage> =>
  renderPageOnServer(() => routed(require('react-router'), require('../exposes/ComparePage').default, slug));

/** The browser's hydration of that markup, from the answers the page carries. */
export const hydrateComparePage = (server: ServerPage, slug: string): Promise<HydratedPage> =>
  hydratePage(server, routed(browserRouter, require('../exposes/ComparePage').default, slug));
/* eslint-enable @typescript-eslint/no-require-imports */
