import type { PlanDocs } from './build-documents';
import type { ResolvedPlan } from './resolve-plans';

/** A tab (docs/product/detail.md). `file.size` is filled when the answer is sent, from the generated file. */
export interface Tab {
  url: string;
  title: string;
  icon: string;
  class: string;
  highlight: boolean;
  hidden: boolean;
  disabled: boolean;
  headerFixed: boolean;
  showContentChild: boolean;
  inMenuMore: boolean;
  file?: { url: string; size: number | null };
}

export const documentUrl = (fileName: string): string => `/api/documents/files/${fileName}`;

const tab = (url: string, title: string, icon: string, extra: Partial<Tab> = {}): Tab => ({
  url,
  title,
  icon,
  class: `tab-${url.toLowerCase()}`,
  highlight: false,
  hidden: false,
  disabled: false,
  headerFixed: true,
  showContentChild: false,
  inMenuMore: false,
  ...extra,
});

/**
 * The detail page's tabs: 'home' first (docs/product/api.md#plan-detail-calls), a clinic tab only for plans with a network, the two
 * PDF tabs and the request tab. Promoted plans pulse their price tab (the A/B highlight of docs/product/detail.md).
 */
export const buildTabs = (plan: ResolvedPlan, docs: PlanDocs, hasNetwork: boolean): Tab[] => [
  tab('home', 'Vista General', 'home', { showContentChild: true }),
  tab('Detalle-de-Precio', 'Detalle de Precio', 'price', { highlight: plan.fixture.isPromoted === true }),
  ...(hasNetwork ? [tab('Donde-Cubre', 'Dónde cubre', 'map', { showContentChild: true })] : []),
  tab('Condicion-General', 'Condición General', 'file-pdf', {
    headerFixed: false,
    file: { url: documentUrl(docs.conditions), size: null },
  }),
  tab('Folleto', 'Folleto', 'file', {
    headerFixed: false,
    inMenuMore: true,
    file: { url: documentUrl(docs.brochure), size: null },
  }),
  tab('Solicitar', 'Solicitar', 'send', { inMenuMore: true }),
];
