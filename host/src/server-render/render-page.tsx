// The host's server renderer (built for Node by host/webpack.server.config.js, run by host/server/server-render.mjs):
// the site's React tree for one address, streamed. The shell flushes at once; each remote slot is its own Suspense
// boundary that streams when its server container and its data are there; the page's answers go with the HTML.
import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import {
  createPageDataStore,
  initI18n,
  PageDataContext,
  registerServerSlices,
  setServerTransport,
  setSiteSettings,
  SlotStylesContext,
  type PublicSiteSettings,
  type RegistryEntry,
} from '@qs/shared';
import { SiteContext } from '../app/site-context';
import { SiteLayout } from '../app/App';

/** How this page's requests reach the API: the host's own `/api`, for this page's visitor. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

export interface RenderRequest {
  /** The address as the visitor asked for it: path and query. */
  url: string;
  /** The registry lines of this host name. */
  registry: RegistryEntry[];
  api: ApiTransport;
  /** The page's CSP nonce: React's inline scripts carry it. */
  nonce: string;
  /** The stylesheets each exposed module needs first (from the remotes' manifests), by module id. */
  styles: Record<string, string[]>;
  /** How long slots may wait for their data and code; what is not there by then renders in the browser. */
  budgetMs: number;
  onError?: (error: unknown) => void;
}

export interface RenderedPage {
  /** The root's markup as it streams (the shell first). */
  body: NodeJS.ReadableStream;
  /** The page's answers (JSON), complete once `body` has ended. */
  data: () => string;
}

const current = new AsyncLocalStorage<ApiTransport>();
let started = false;

/** Once per process: the shared state every render reads (i18n, the site's settings, the API transport). */
export const startServerRenderer = (site: PublicSiteSettings): void => {
  setSiteSettings(site);
  if (started) return;
  started = true;
  initI18n();
  setServerTransport((input, init) => {
    const api = current.getStore();
    if (!api) return Promise.reject(new Error('Una solicitud a la API fuera de un render del servidor'));
    return api(String(input), init ?? {});
  });
};

/** Renders `url`; resolves when the shell is ready to stream, rejects when even the shell cannot render. */
export const renderPage = ({ url, registry, api, nonce, styles, budgetMs, onError }: RenderRequest): Promise<RenderedPage> => {
  registerServerSlices(registry);
  const data = createPageDataStore((request) => current.run(api, request));
  const site = { partner: null, slices: new Set(registry.map((entry) => entry.name)) };
  return new Promise((resolve, reject) => {
    const body = new PassThrough();
    const stream = renderToPipeableStream(
      <PageDataContext.Provider value={data}>
        <SlotStylesContext.Provider value={styles}>
          <SiteContext.Provider value={site}>
            <StaticRouter location={url}>
              <SiteLayout />
            </StaticRouter>
          </SiteContext.Provider>
        </SlotStylesContext.Provider>
      </PageDataContext.Provider>,
      {
        nonce,
        onShellReady: () => {
          stream.pipe(body);
          resolve({ body, data: () => data.serialize() });
        },
        onShellError: reject,
        // A slot that throws is rendered again in the browser (its Suspense boundary's fallback meanwhile).
        onError: (error) => onError?.(error),
      },
    );
    // Past the budget, what still waits streams its placeholder and the browser renders it.
    const budget = setTimeout(() => {
      data.abort();
      stream.abort(new Error(`render budget of ${budgetMs} ms spent`));
    }, budgetMs);
    body.on('end', () => clearTimeout(budget));
    body.on('error', () => clearTimeout(budget));
  });
};
