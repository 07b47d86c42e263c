import { PassThrough } from 'node:stream';
import type { ReactElement } from 'react';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { PAGE_DATA_ID, resetSeededRequests } from '../../shared/src/api/page-data';

/**
 * Helpers for the tests that prove a component renders on the server (`@jest-environment node`:
 * no window, no storage) and that the browser hydrates that markup without a mismatch.
 */

/**
 * The server's markup of an element (React's server snapshots, no effects). Under `@jest-environment node`
 * it throws where the render reads a browser-only global; under jsdom it gives the markup to hydrate.
 */
export const renderOnServer = (element: ReactElement): string => renderToString(element);

/** Makes the next render read the page's data script again (as a new page would): for a test that writes its own. */
export const resetPageData = (): void => resetSeededRequests();

export interface Hydrated {
  container: HTMLElement;
  /** Errors React recovered from: a hydration mismatch is one, and so is a boundary the server left to the browser. */
  recoverableErrors: unknown[];
  unmount: () => void;
}

/**
 * Hydrates `serverHtml` (what `renderOnServer` gave for the same element, in the visitor's browser state)
 * with `element`, letting the effects and the post-hydration re-render run.
 */
export const hydrateServerMarkup = async (serverHtml: string, element: ReactElement): Promise<Hydrated> => {
  // What Testing Library sets when a test imports it: React then expects act() around updates.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement('div');
  container.innerHTML = serverHtml;
  document.body.appendChild(container);
  const recoverableErrors: unknown[] = [];
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, element, { onRecoverableError: (error) => recoverableErrors.push(error) });
  });
  return {
    container,
    recoverableErrors,
    unmount: () => {
      act(() => root?.unmount());
      container.remove();
    },
  };
};

export interface ServerPage {
  /** The server's whole markup once every request of the render has settled. */
  html: string;
  /** The answers the page carries to the browser (the JSON text of its data script). */
  data: string;
  /**
   * What failed in the server's render: each failed part is sent as its Suspense boundary's fallback and rendered
   * by the browser (a remote slot whose container is not registered here is one).
   */
  errors: unknown[];
}

let quiet = false;

/** Each registry loads its own Jotai, which warns when the browser's is used after the server's: here that is the point. */
const quietAboutSecondJotai = () => {
  if (quiet) return;
  quiet = true;
  const warn = console.warn.bind(console);
  console.warn = (...args: unknown[]) => {
    if (!String(args[0]).includes('multiple Jotai instances')) warn(...args);
  };
};

/**
 * A page rendered as the host's server renders it: React's streaming renderer, with a page-data store, so
 * `useApiRequest` waits for its answers (from the test's fetch stub) and they are carried. The render runs in a
 * module registry of its own, until it is complete (lazy parts load there too), and `build` must `require` what
 * it renders (the page, the router): the server has its own React and `@qs/shared`, as in production, where one
 * process renders and another hydrates (in one registry the server's context values would be the browser's too).
 */
export const renderPageOnServer = async (build: () => ReactElement): Promise<ServerPage> => {
  // React's streaming renderer for Node schedules its work with setImmediate, which jsdom does not have.
  globalThis.setImmediate ??= ((callback: () => void) => setTimeout(callback, 0)) as unknown as typeof setImmediate;
  quietAboutSecondJotai();
  let page!: ServerPage;
  await jest.isolateModulesAsync(async () => {
    /* eslint-disable @typescript-eslint/no-require-imports -- only require() reads from the isolated registry */
    const server: typeof import('react-dom/server') = require('react-dom/server');
    const shared: typeof import('@qs/shared') = require('@qs/shared');
    require('@qs/shared/src/i18n/i18n').initI18n();
    /* eslint-enable @typescript-eslint/no-require-imports */
    const store = shared.createPageDataStore();
    const element = build();
    const errors: unknown[] = [];
    page = await new Promise<ServerPage>((resolve, reject) => {
      let html = '';
      const body = new PassThrough();
      body.on('data', (chunk: Buffer) => (html += chunk.toString()));
      body.on('end', () => resolve({ html, data: store.serialize(), errors }));
      const stream = server.renderToPipeableStream(
        <shared.PageDataContext.Provider value={store}>{element}</shared.PageDataContext.Provider>,
        {
          onAllReady: () => stream.pipe(body),
          onShellError: reject,
          onError: (error) => {
            errors.push(error);
          },
        },
      );
    });
  });
  return page;
};

/** React's words for a boundary the server did not finish (a part that failed there): the browser renders it, as designed. */
const LEFT_TO_BROWSER = /could not finish this Suspense boundary/;

export interface HydratedPage extends Hydrated {
  /** The recoverable errors but the boundaries the server left to the browser: each is markup that differed. */
  mismatches: unknown[];
}

/**
 * Hydrates a server-rendered page in the browser as the host does: the page carries the server's answers (its
 * data script after the root), so the first render starts from them and matches the server's markup.
 * Every area of the first view starts from them, also one hydrated after the shell has used the same answer.
 */
export const hydratePage = async ({ html, data }: ServerPage, element: ReactElement): Promise<HydratedPage> => {
  resetSeededRequests();
  document.body.innerHTML = `<script type="application/json" id="${PAGE_DATA_ID}">${data}</script>`;
  const hydrated = await hydrateServerMarkup(html, element);
  const mismatches = hydrated.recoverableErrors.filter(
    (error) => !LEFT_TO_BROWSER.test(error instanceof Error ? error.message : String(error)),
  );
  return { ...hydrated, mismatches };
};
