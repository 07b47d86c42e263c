import { PassThrough } from 'node:stream';
import type { ReactElement } from 'react';
import { act, render, screen } from '@testing-library/react';
import { useApiRequest } from './useApiRequest';
import { forgetSeededRequests, PAGE_DATA_ID, resetSeededRequests } from './page-data';
import { hydrateServerMarkup } from '../../../tools/jest/server-render';

const planOf = (useRequest: typeof useApiRequest) => {
  const PlanView = ({ request }: { request: (signal: AbortSignal) => Promise<string> }) => {
    const { state } = useRequest('plan:/EPS/salud/oro', request);
    if (state.status === 'loading') return <p>Cargando el plan…</p>;
    if (state.status !== 'ready') return <p>Sin plan</p>;
    return <h1>{state.value}</h1>;
  };
  return PlanView;
};

const Plan = planOf(useApiRequest);

interface ServerModules {
  server: typeof import('react-dom/server');
  pageData: typeof import('./page-data');
  hook: typeof import('./useApiRequest');
}

/**
 * The server's whole markup once every request has settled (React's streaming renderer, as the host uses it), and
 * the answers the page carries. The server has its own copy of React and of these modules, as in production (one
 * process renders, another hydrates): in one test realm the server's context values would be the browser's too.
 */
const renderOnServer = async (
  element: (hook: ServerModules['hook']) => ReactElement,
  prepare: (store: import('./page-data').PageDataStore) => Promise<unknown> = async () => undefined,
) => {
  let modules!: ServerModules;
  jest.isolateModules(() => {
    // A module registry of its own is what isolateModules gives, and only require() reads from it.
    /* eslint-disable @typescript-eslint/no-require-imports */
    modules = {
      server: require('react-dom/server'),
      pageData: require('./page-data'),
      hook: require('./useApiRequest'),
    };
    /* eslint-enable @typescript-eslint/no-require-imports */
  });
  const store = modules.pageData.createPageDataStore();
  const { PageDataContext } = modules.pageData;
  await prepare(store);
  return new Promise<{ html: string; data: string }>((resolve, reject) => {
    let html = '';
    const body = new PassThrough();
    body.on('data', (chunk: Buffer) => (html += chunk.toString()));
    body.on('end', () => resolve({ html, data: store.serialize() }));
    const stream = modules.server.renderToPipeableStream(
      <PageDataContext.Provider value={store}>{element(modules.hook)}</PageDataContext.Provider>,
      {
        onAllReady: () => stream.pipe(body),
        onShellError: reject,
      },
    );
  });
};

// React's streaming renderer for Node schedules its work with setImmediate, which jsdom does not have.
beforeAll(() => {
  globalThis.setImmediate ??= ((callback: () => void) => setTimeout(callback, 0)) as unknown as typeof setImmediate;
});

afterEach(() => {
  document.body.innerHTML = '';
  resetSeededRequests();
});

describe('useApiRequest with server rendering', () => {
  it('renders the answer on the server, and the browser hydrates from the carried answer without asking again', async () => {
    const ServerPlan = (hook: ServerModules['hook']) => {
      const View = planOf(hook.useApiRequest as typeof useApiRequest);
      return <View request={async () => 'Plan Oro'} />;
    };
    const { html, data } = await renderOnServer(ServerPlan);
    expect(html).toContain('Plan Oro');
    expect(html).not.toContain('Cargando');

    // The page carries the answers after the root, as the host writes them.
    document.body.innerHTML = `<script type="application/json" id="${PAGE_DATA_ID}">${data}</script>`;
    const browserRequest = jest.fn(async () => 'Plan Oro');
    const { container, recoverableErrors, unmount } = await hydrateServerMarkup(
      html,
      <Plan request={browserRequest} />,
    );
    expect(recoverableErrors).toEqual([]);
    expect(container).toHaveTextContent('Plan Oro');
    expect(browserRequest).not.toHaveBeenCalled();
    unmount();
  });

  it('without a carried answer the browser asks, as before', async () => {
    const request = jest.fn(async () => 'Plan Plata');
    render(<Plan request={request} />);
    expect(screen.getByText('Cargando el plan…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Plan Plata' })).toBeInTheDocument();
    expect(request).toHaveBeenCalledTimes(1);
  });

  it("a carried answer serves the first view's every area; once the visitor moves on, the same key asks the API", async () => {
    document.body.innerHTML = `<script type="application/json" id="${PAGE_DATA_ID}">{"plan:/EPS/salud/oro":{"status":"ready","value":"Plan Oro"}}</script>`;
    const first = jest.fn(async () => 'Plan Oro');
    const view = render(<Plan request={first} />);
    expect(screen.getByRole('heading', { name: 'Plan Oro' })).toBeInTheDocument();
    expect(first).not.toHaveBeenCalled();
    // Another area of the first view (hydrated later) starts from the same answer.
    const other = jest.fn(async () => 'Plan Oro');
    const area = render(<Plan request={other} />);
    expect(other).not.toHaveBeenCalled();
    area.unmount();
    view.unmount();

    forgetSeededRequests();
    const later = jest.fn(async () => 'Plan Oro 2027');
    render(<Plan request={later} />);
    await act(async () => undefined);
    expect(later).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { name: 'Plan Oro 2027' })).toBeInTheDocument();
  });

  it("an area that does not wait (the shell) renders what the server had in time, and loading for the rest, as the browser's first render does", async () => {
    const shellOf = (hook: ServerModules['hook']) => {
      const Menu = ({ name }: { name: string }) => {
        const { state } = (hook.useApiRequest as typeof useApiRequest)(name, async () => `${name} del servidor`, {
          serverWaits: false,
        });
        return <p>{state.status === 'ready' ? state.value : `${name}: cargando`}</p>;
      };
      return (
        <>
          <Menu name="menu" />
          <Menu name="bell" />
        </>
      );
    };
    const { html, data } = await renderOnServer(shellOf, (store) =>
      store.prefetch('menu', async () => 'menu del servidor'),
    );
    expect(html).toContain('menu del servidor');
    expect(html).toContain('bell: cargando');

    document.body.innerHTML = `<script type="application/json" id="${PAGE_DATA_ID}">${data}</script>`;
    const asked: string[] = [];
    const BrowserMenu = ({ name }: { name: string }) => {
      const { state } = useApiRequest(name, async () => (asked.push(name), `${name} del navegador`), {
        serverWaits: false,
      });
      return <p>{state.status === 'ready' ? state.value : `${name}: cargando`}</p>;
    };
    const { container, recoverableErrors, unmount } = await hydrateServerMarkup(
      html,
      <>
        <BrowserMenu name="menu" />
        <BrowserMenu name="bell" />
      </>,
    );
    expect(recoverableErrors).toEqual([]);
    await act(async () => undefined);
    expect(asked).toEqual(['bell']);
    expect(container).toHaveTextContent('menu del servidor');
    expect(container).toHaveTextContent('bell del navegador');
    unmount();
  });
});
