// The host's server renderer (built for Node by host/webpack.server.config.js, run by host/server/server-render.mjs):
// the site's React tree for one address, streamed. The page goes out once every slot is ready, in place, or when the
// budget is spent: each remote slot is its own Suspense boundary, and one still waiting then streams its placeholder
// and its markup when its server container and data are there. The page's answers go with the HTML.
import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import {
  createPageDataStore,
  documentHeadHtml,
  initI18n,
  loadExposed,
  PageDataContext,
  PageMetaContext,
  registeredSlice,
  registerServerSlices,
  setRenderScopeSource,
  sliceOf,
  setServerTransport,
  setSiteSettings,
  SlotStylesContext,
  type PartnerConfig,
  type PublicSiteSettings,
  type RegistryEntry,
  type DocumentMeta,
  type ExposedModuleId,
  type OwnPageMeta,
  type RenderScope,
  type Slice,
} from '@qs/shared';
import i18next from 'i18next';
import { SiteContext } from '../app/site-context';
import { SiteRoot } from '../app/App';
import { ServerRedirectContext, type ServerRedirect } from '../app/Redirect';
import { resolveDocumentMeta } from '../shell/seo/RouteMeta';
import { prefetchShellRequests } from '../shell/shell-requests';
import { providePartnerSanitizer } from '../shell/partner-content/partner-sanitizer';
import { sanitizePartnerHtml } from '../shell/partner-content/sanitize-partner-html';
import { FALLBACK_ROUTE, SLICE_ROUTES } from '../app/route-table.mjs';

/** How this page's requests reach the API: the host's own `/api`, for this page's visitor. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

export interface RenderRequest {
  /** The address as the visitor asked for it: path and query. */
  url: string;
  /** The site's registry (the main site's lines): the server containers every render loads from. */
  registry: RegistryEntry[];
  /** The partner whose site this is (null: the main site), and the slices its registry lets it show. */
  partner: PartnerConfig | null;
  slices: Slice[];
  api: ApiTransport;
  /** The page's CSP nonce: React's inline scripts carry it. */
  nonce: string;
  /** The stylesheets each exposed module needs first (from the remotes' manifests), by module id. */
  styles: Record<string, string[]>;
  /** How long slots may wait for their data and code; what is not there by then renders in the browser. */
  budgetMs: number;
  onError?: (error: unknown) => void;
}

export type RenderedPage =
  | {
      /** The root's markup as it streams (the shell first). */
      body: NodeJS.ReadableStream;
      /** The page's answers (JSON), complete once `body` has ended. */
      data: () => string;
      /** The head's title, description, canonical link, link previews and structured data of the page (docs/seo.md). */
      head: string;
      redirect?: undefined;
    }
  /** The address sends the visitor elsewhere (a moved page, a partner's or a slice's default): nothing was rendered. */
  | { redirect: { to: string; permanent: boolean } };

/** The render running now: its visitor's way to the API, its partner and slices (every await inside it keeps it). */
const current = new AsyncLocalStorage<RenderScope & { api: ApiTransport }>();
let started = false;

/** Once per process: the shared state every render reads (i18n, the site's settings, the API, the render's scope). */
export const startServerRenderer = (site: PublicSiteSettings): void => {
  setSiteSettings(site);
  if (started) return;
  started = true;
  initI18n();
  // A partner's own header and footer are sanitised as the shell renders, in the server's DOM (jsdom), made now rather
  // than by the first partner page's render budget.
  providePartnerSanitizer(sanitizePartnerHtml);
  sanitizePartnerHtml('<p></p>');
  setRenderScopeSource(() => current.getStore());
  setServerTransport((input, init) => {
    const scope = current.getStore();
    if (!scope) return Promise.reject(new Error('Una solicitud a la API fuera de un render del servidor'));
    return scope.api(String(input), init ?? {});
  });
};

/**
 * Loads the server code of every page the routes name, so that the first visitor of each kind of page after a start
 * (or a registry switch) gets its slots rendered within the budget, not left to the browser while the code arrives.
 * Meant to run in the background: a page that cannot be loaded now is loaded again by the render that needs it.
 * Resolves with the pages whose code could not be loaded (the host's readiness names them); a slice the registry
 * gives no server container is not tried.
 */
export const loadServerSlices = async (registry: RegistryEntry[]): Promise<{ failed: ExposedModuleId[] }> => {
  registerServerSlices(registry);
  const modules = new Set([
    ...SLICE_ROUTES.map((route) => route.module),
    FALLBACK_ROUTE.module,
  ]) as Set<ExposedModuleId>;
  const pages = [...modules].filter((id) => registeredSlice(sliceOf(id)) !== undefined);
  const results = await Promise.allSettled(pages.map((id) => loadExposed(id)));
  return { failed: pages.filter((_, at) => results[at]?.status === 'rejected') };
};

/**
 * The meta of an address (docs/seo.md): its route's, a partner's SEO data, and what the page said of itself while it
 * rendered (a plan, an article; `page`), as host/src/shell/seo/RouteMeta.tsx resolves it in the browser too.
 */
export const documentMetaOf = (
  pathname: string,
  partner: PartnerConfig | null,
  page: OwnPageMeta | null = null,
): DocumentMeta => {
  const t = i18next.getFixedT('es', 'host');
  return resolveDocumentMeta(pathname, partner, (key, options = {}) => t(key, options), {}, page);
};

/** The head's markup of an address by its route alone: the plain shell's, whose page the browser renders. */
export const documentHeadOf = (pathname: string, partner: PartnerConfig | null): string =>
  documentHeadHtml(documentMetaOf(pathname, partner));

/** A promise and the function that resolves it. */
const moment = () => {
  let arrive = () => undefined as void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive };
};

/** Resolves when `work` has, or when `deadline` has passed, whichever is first. */
const within = (work: Promise<unknown>, deadline: Promise<void>) =>
  Promise.race([work.then(() => undefined), deadline]);

/** Renders `url`; resolves when the shell is ready to stream, rejects when even the shell cannot render. */
export const renderPage = ({
  url,
  registry,
  partner,
  slices,
  api,
  nonce,
  styles,
  budgetMs,
  onError,
}: RenderRequest): Promise<RenderedPage> => {
  registerServerSlices(registry);
  const scope = { partner, slices: new Set(slices), api };
  const data = createPageDataStore((request) => current.run(scope, request));
  const site = { partner, slices: scope.slices };
  const redirect: ServerRedirect = {};
  // What the page's slot says of itself as it renders; the head is written once the page is sent, with what it said.
  let pageMeta: OwnPageMeta | null = null;
  const metaCollector = { set: (meta: OwnPageMeta) => (pageMeta = meta) };
  const pathname = new URL(url, 'http://site').pathname;
  // One budget for the whole render, from now: the shell's data first, then the slots'.
  const { arrived: spent, arrive: spend } = moment();
  const budget = setTimeout(spend, budgetMs);
  return current.run(scope, async () => {
    // The shell has no placeholder of its own (were it to wait, a late API would fail the whole page): what it
    // needs is asked first, and it renders what came within the budget.
    await within(prefetchShellRequests(data), spent);
    return new Promise<RenderedPage>((resolve, reject) => {
      const body = new PassThrough();
      const { arrived: ready, arrive: allReady } = moment();
      const stream = renderToPipeableStream(
        <PageDataContext.Provider value={data}>
          <PageMetaContext.Provider value={metaCollector}>
            <SlotStylesContext.Provider value={styles}>
              <SiteContext.Provider value={site}>
                <ServerRedirectContext.Provider value={redirect}>
                  <StaticRouter location={url}>
                    <SiteRoot site={site} />
                  </StaticRouter>
                </ServerRedirectContext.Provider>
              </SiteContext.Provider>
            </SlotStylesContext.Provider>
          </PageMetaContext.Provider>
        </PageDataContext.Provider>,
        {
          nonce,
          // A boundary ready when the page is sent goes out in place whatever its size (React would otherwise send a
          // large one as its placeholder, then its markup to be put in place by a script: a later paint for nothing).
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          onShellReady: () => {
            // Routes are in the shell: a redirect is known once it is ready.
            if (redirect.to !== undefined) {
              clearTimeout(budget);
              data.abort();
              stream.abort();
              resolve({ redirect: { to: redirect.to, permanent: redirect.permanent ?? false } });
              return;
            }
            // What is ready within the budget goes out in place (no placeholder, nothing to reveal later); what is
            // not streams its placeholder now and its markup when it comes, or is left to the browser.
            void within(ready, spent).then(() => {
              stream.pipe(body);
              resolve({
                body,
                data: () => data.serialize(),
                head: documentHeadHtml(documentMetaOf(pathname, partner, pageMeta)),
              });
            });
          },
          onAllReady: allReady,
          onShellError: (error) => {
            clearTimeout(budget);
            reject(error);
          },
          // A slot that throws is rendered again in the browser (its Suspense boundary's fallback meanwhile).
          onError: (error) => onError?.(error),
        },
      );
      // Past the budget, what still waits is sent as its placeholder and the browser renders it.
      void spent.then(() => {
        data.abort();
        stream.abort(new Error(`render budget of ${budgetMs} ms spent`));
      });
      const done = () => clearTimeout(budget);
      body.on('end', done);
      body.on('error', done);
    });
  });
};
