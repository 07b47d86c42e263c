import type { ComponentType } from 'react';
import * as browserRouter from 'react-router';
import type { PlanDetailPageProps } from '@qs/shared';
import { hydratePage, renderPageOnServer, type HydratedPage, type ServerPage } from '../../../tools/jest/server-render';
import { stubApi } from './test-fixtures';
import { testPayment, testPlan } from './test-plan';

export const PLAN_BASE = '/EPS/salud-andina-eps/plan-complementario-oro';
const PLAN = { ...testPlan, url: PLAN_BASE };

/**
 * The plan page's tabs as addresses under the plan's (the home tab is the plan's own address), and the slices of
 * the remote slots each shows: no server container is registered in tests, so the browser renders those.
 */
export const PLAN_TABS: { tab: string; slotsLeftToBrowser: string[] }[] = [
  { tab: '', slotsLeftToBrowser: [] },
  { tab: '/Detalle-de-Precio', slotsLeftToBrowser: [] },
  { tab: '/Donde-Cubre', slotsLeftToBrowser: [] },
  { tab: '/Condicion-General', slotsLeftToBrowser: [] },
  { tab: '/Folleto', slotsLeftToBrowser: [] },
  { tab: '/Solicitar', slotsLeftToBrowser: ['forms'] },
];

/** The API answers a plan page asks for on the server. */
export const stubPlanApi = () =>
  stubApi({
    '/insurance/by-url': PLAN,
    [`/qppayment/insurance-payment/${PLAN.id}`]: testPayment,
    [`/insurance/coverages/${PLAN.id}/resume`]: [
      {
        id: 1,
        name: 'Hospitalización',
        coverages: [{ id: 11, insuranceBenefit: 'Habitación individual', amounts: {} }],
      },
    ],
    [`/insurance/${PLAN.id}/faq`]: [{ question: '¿Cubre urgencias?', answer: 'Sí, en toda la red.' }],
    '/chat/available': { active: false, hours: 'Lunes a viernes' },
  });

type Router = Pick<typeof import('react-router'), 'MemoryRouter' | 'Routes' | 'Route'>;

/** The plan page as the host routes it: any tab under the plan's path. */
const routed = ({ MemoryRouter, Routes, Route }: Router, Page: ComponentType<PlanDetailPageProps>, tab: string) => (
  <MemoryRouter initialEntries={[`${PLAN_BASE}${tab}`]}>
    <Routes>
      <Route path="/EPS/:urlOrganization/:insuranceUrl/*" element={<Page mode="page" />} />
      <Route path="*" element={<p>Otra página</p>} />
    </Routes>
  </MemoryRouter>
);

/* eslint-disable @typescript-eslint/no-require-imports -- the server's modules come from its own registry */
/** qs_detail/PlanDetailPage at `tab`, rendered on the server with the plan's data (the test's fetch stub). */
export const renderPlanPageOnServer = (tab: string): Promise<ServerPage> =>
  renderPageOnServer(() => routed(require('react-router'), require('../exposes/PlanDetailPage').default, tab));

/** The browser's hydration of that markup, from the answers the page carries. */
export const hydratePlanPage = (server: ServerPage, tab: string): Promise<HydratedPage> =>
  hydratePage(server, routed(browserRouter, require('../exposes/PlanDetailPage').default, tab));
/* eslint-enable @typescript-eslint/no-require-imports */
