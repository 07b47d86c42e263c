/** Every route of the site, built in one place: `path` for the router, `getHref` for links. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  compare: { path: '/Comparar/:comparator', getHref: (comparator: string) => `/Comparar/${comparator}` },
  compareRoot: { path: '/Comparar', getHref: () => '/Comparar' },
  planEps: {
    path: '/EPS/:urlOrganization/:insuranceUrl/*',
    getHref: (org: string, plan: string) => `/EPS/${org}/${plan}`,
  },
  planSeguros: {
    path: '/Seguros/:urlOrganization/:insuranceUrl/*',
    getHref: (org: string, plan: string) => `/Seguros/${org}/${plan}`,
  },
  planPrepagada: {
    path: '/Medicina-Prepagada/:urlOrganization/:insuranceUrl/*',
    getHref: (org: string, plan: string) => `/Medicina-Prepagada/${org}/${plan}`,
  },
  planEmpresa: {
    path: '/Empresa/:productType/:urlOrganization/Planes/:insuranceUrl/*',
    getHref: (type: string, org: string, plan: string) => `/Empresa/${type}/${org}/Planes/${plan}`,
  },
  planRequest: { getHref: (planUrl: string) => `${planUrl.replace(/\/$/, '')}/Solicitar` },
  blog: { path: '/QS-Blog', getHref: () => '/QS-Blog' },
  blogArticle: { path: '/QS-Blog/:slug', getHref: (slug: string) => `/QS-Blog/${slug}` },
  contact: { path: '/contacto', getHref: () => '/contacto' },
  insuranceList: { path: '/Insurance-List', getHref: () => '/Insurance-List' },
  landingList: { getHref: (list: string, page = 1) => (page > 1 ? `/${list}?pagina=${page}` : `/${list}`) },
  purchase: { path: '/Compra-Online/:productCode?', getHref: (productCode: string) => `/Compra-Online/${productCode}` },
  profileGenerator: { path: '/v1', getHref: () => '/v1' },
  /** The additional-insurance request (docs/product/forms.md#additional-insurance). */
  additionalInsurance: { path: '/Seguro-Adicional', getHref: () => '/Seguro-Adicional' },
  productMap: { path: '/Sitemap-Products', getHref: () => '/Sitemap-Products' },
  partners: { path: '/Partners-y-Alianzas', getHref: () => '/Partners-y-Alianzas' },
  customerPortal: { path: '/Portal-clientes', getHref: () => '/Portal-clientes' },
  /** The personal-data processing policy every form's authorisation links to (docs/security.md#data-authorisation). */
  privacyPolicy: { path: '/politica-de-tratamiento-de-datos', getHref: () => '/politica-de-tratamiento-de-datos' },
  /** The visitor's data rights under Ley 1581: know, update or delete their data (docs/security.md#data-rights). */
  dataRights: { path: '/derechos-sobre-mis-datos', getHref: () => '/derechos-sobre-mis-datos' },
  /** Where the e-mailed one-time link leads (the token in the fragment: #token=…). */
  dataRightsConfirm: {
    path: '/derechos-sobre-mis-datos/confirmar',
    getHref: () => '/derechos-sobre-mis-datos/confirmar',
  },
  registration: { path: '/Registro', getHref: () => '/Registro' },
  /** The CMS preview (docs/product/content.md#landing-preview): '/preview' alone is the older `?slug=` form, which moves to the path. */
  preview: { path: '/preview', getHref: () => '/preview' },
  /** A landing by its url, read past every cache: /preview/Registro, /preview/EPS/salud-andina-eps. */
  previewLanding: { path: '/preview/*', getHref: (slug: string) => `/preview/${slug.replace(/^\/+/, '')}` },
  landing: { path: '/:landing', getHref: (slug: string) => `/${slug}` },
  notFound: { path: '/not-found', getHref: () => '/not-found' },
  /** A shared results view, resolved by the host to the view's own path (docs/product/shell.md). */
  sharedLink: { path: '/url/:link', getHref: (link: string) => `/url/${link}` },
  /**
   * @deprecated No page of the site: the chat agents' inbox is a staff app on its own origin (agent-inbox/,
   * docs/adr/0022-slices-by-business-area.md). Kept because builds made before still read `paths`.
   */
  agentInbox: { path: '/agentes/chat', getHref: () => '/agentes/chat' },
} as const;

/** Content landing lists (docs/product/content.md#landing-lists), paged with ?pagina=. */
export const LANDING_LISTS = ['Clinicas-y-Hospitales', 'Medicina-Prepagada', 'Seguros', 'EPS'] as const;

/** Site paths of the plan-detail pages, matched by their first segment. */
export const PLAN_SECTIONS = ['EPS', 'Seguros', 'Medicina-Prepagada', 'Empresa'] as const;

export const isPlanPath = (pathname: string): boolean => {
  const [first, ...rest] = pathname.split('/').filter(Boolean);
  return PLAN_SECTIONS.includes(first as (typeof PLAN_SECTIONS)[number]) && rest.length >= 2;
};
