import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { apiClient, type PartnerConfig, type Slice } from '@qs/shared';
import { ShellFrame } from './ShellFrame';

export const jsonResponse = (status: number, body: unknown) =>
  ({ ok: status < 300, status, json: async () => body }) as Response;

/** An answer per API path (without '/api' and the query); a function answers each call anew. */
export type FakeApi = Record<string, Response | (() => Response)>;

/**
 * Replaces only the network: `global.fetch` answers from `api`, anything else is a 404 as the
 * API would give. The shared client's 5-minute cache is emptied so tests do not leak answers.
 */
export const fakeApi = (api: FakeApi) => {
  apiClient.clearCache();
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const path = String(input)
      .split('?')[0]!
      .replace(/^\/api/, '');
    const answer = api[path];
    if (!answer) return jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'No existe' });
    return typeof answer === 'function' ? answer() : answer;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
};

export const setViewportWidth = (width: number) => {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
};

export interface ShellRenderOptions {
  path?: string;
  partner?: PartnerConfig | null;
  /** The slices the site loads (none unless given). */
  slices?: Slice[];
}

/** Renders shell parts as App does: inside the site context and a router at `path`. */
export const renderShell = (ui: ReactElement, { path = '/', partner = null, slices = [] }: ShellRenderOptions = {}) =>
  render(
    <ShellFrame path={path} partner={partner} slices={slices}>
      {ui}
    </ShellFrame>,
  );

/** Lets pending fake API answers reach the components (inside act). */
export const flushRequests = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
