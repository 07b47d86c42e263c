import type { ComponentType } from 'react';
import * as browserRouter from 'react-router';
import { hydratePage, renderPageOnServer, type HydratedPage, type ServerPage } from '../../../tools/jest/server-render';

type Router = Pick<typeof import('react-router'), 'MemoryRouter' | 'Routes' | 'Route'>;

export interface ExposedPageCase {
  /** The module's file in src/exposes (its default export is the exposed page). */
  expose: string;
  /** The host's route for it, and the address visited. */
  route: string;
  path: string;
  props?: Record<string, unknown>;
  /** Slices of the remote slots on the page: no server container is registered in tests, so the browser renders them. */
  slotsLeftToBrowser?: string[];
}

const routed = (
  { MemoryRouter, Routes, Route }: Router,
  Page: ComponentType<Record<string, unknown>>,
  { route, path, props = {} }: ExposedPageCase,
) => (
  <MemoryRouter initialEntries={[path]}>
    <Routes>
      <Route path={route} element={<Page {...props} />} />
      <Route path="*" element={<p>Otra página</p>} />
    </Routes>
  </MemoryRouter>
);

/* eslint-disable @typescript-eslint/no-require-imports -- the server's modules come from its own registry */
/** The exposed page rendered on the server with its data (the test's fetch stub), as the host renders it. */
export const renderExposedOnServer = (page: ExposedPageCase): Promise<ServerPage> =>
  renderPageOnServer(() => routed(require('react-router'), require(`../exposes/${page.expose}`).default, page));

/** The browser's hydration of that markup, from the answers the page carries (the shell's too). */
export const hydrateExposed = (server: ServerPage, page: ExposedPageCase): Promise<HydratedPage> =>
  hydratePage(server, routed(browserRouter, require(`../exposes/${page.expose}`).default, page));
/* eslint-enable @typescript-eslint/no-require-imports */
