import { json } from './api-stub';
import type { ExposedPageCase } from './server-page';

export const ARTICLE = {
  slug: 'que-es-un-plan',
  title: '¿Qué es un plan complementario?',
  summary: 'Qué cubre y cuánto cuesta.',
  tags: ['eps'],
  publishedAt: '2026-01-01',
  html: '<h2>¿Qué cubre?</h2><p>Consultas con especialistas sin remisión.</p><img src="x" onerror="alert(1)"><h2>Costos</h2><p>Desde 68.000 pesos al mes.</p>',
};
const MENU = [
  {
    title: 'EPS',
    url: '/Comparar/EPS',
    icon: 'salud',
    color: '#0057b8',
    seoDescription: 'Planes de EPS',
    categories: [{ title: 'comparar', url: '/Comparar/EPS', displayName: 'Comparar planes complementarios' }],
  },
];
/** The API's policy, as GET /api/privacy-policy answers it. */
export const PRIVACY_POLICY = {
  version: '1.0',
  effectiveDate: '2026-12-01',
  title: 'Política de tratamiento de datos personales',
  sections: [
    { title: 'Responsable del tratamiento', paragraphs: ['QuieroSeguro Colombia S.A.S. es el responsable.'] },
    {
      title: 'Derechos del titular',
      paragraphs: ['Conocer, actualizar, rectificar y suprimir tus datos, y revocar la autorización.'],
    },
  ],
  hash: 'a'.repeat(64),
};

const CONTACT = [
  { type: 'contacto', name: 'Teléfono', info: '+57 601 555 0100', link: 'tel:+576015550100', icon: 'phone' },
  {
    type: 'contacto',
    name: 'WhatsApp',
    info: '+57 300 555 0100',
    link: 'https://wa.me/573005550100',
    icon: 'whatsapp',
  },
  {
    type: 'contacto',
    name: 'Correo',
    info: 'ayuda@quieroseguro.co',
    link: 'mailto:ayuda@quieroseguro.co',
    icon: 'mail',
  },
  {
    type: 'red_social',
    name: 'Facebook',
    info: 'QuieroSeguroCo',
    link: 'https://www.facebook.com/QuieroSeguroCo',
    icon: 'facebook',
  },
];
const listPage = (data: unknown[]) =>
  json(200, { data, metaData: { total: data.length, page: 1, take: 15, pages: 1 } });
const landing = (url: string, title: string, html: string) => ({
  url,
  type: url.split('/')[0],
  title,
  summary: `Resumen de ${title}`,
  html,
  plans: [],
});
const company = {
  url: 'EPS/salud-andina-eps',
  type: 'EPS',
  title: 'Salud Andina EPS',
  summary: 'Planes de Salud Andina',
  image: '/api/images/organizations/salud-andina-eps.svg',
  city: 'Bogotá',
  stateName: 'Bogotá D.C.',
};

/** Each exposed page at an address of its own, the API answers it asks for, and words its server HTML must carry. */
export const CONTENT_PAGES: (ExposedPageCase & { api: Record<string, Response>; text: string[] })[] = [
  {
    expose: 'HomePage',
    route: '/',
    path: '/',
    api: {
      '/api/whyUs/colombia': json(200, { data: [{ message: 'Nuestro servicio es 100% gratuito.', icon: 'free' }] }),
      '/api/menu': json(200, { data: MENU }),
      '/api/comparator/blockzone/EPS': json(200, {
        data: [
          {
            title: '¿Ya tienes EPS?',
            description: 'Atiéndete más rápido.',
            textLink: 'Leer la guía',
            url: '/QS-Blog/guia',
            img: null,
          },
        ],
      }),
    },
    text: [
      'Compara y contrata tu seguro de salud en Colombia',
      'Nuestro servicio es 100% gratuito.',
      '¿Ya tienes EPS?',
      'Comparar planes complementarios',
    ],
  },
  {
    expose: 'BlogPage',
    route: '/QS-Blog',
    path: '/QS-Blog',
    api: { '/api/qp-university/articles?page=1': listPage([ARTICLE]) },
    text: [ARTICLE.title, ARTICLE.summary],
  },
  {
    expose: 'BlogPage',
    route: '/QS-Blog/:slug',
    path: `/QS-Blog/${ARTICLE.slug}`,
    api: { [`/api/qp-university/articles/${ARTICLE.slug}`]: json(200, { data: ARTICLE }) },
    text: [
      ARTICLE.title,
      '<h2 id="que-cubre">',
      'Consultas con especialistas sin remisión.',
      'Desde 68.000 pesos al mes.',
    ],
  },
  {
    expose: 'ContactPage',
    route: '/contacto',
    path: '/contacto',
    slotsLeftToBrowser: ['forms'],
    api: { '/api/contactInformations': json(200, { data: CONTACT }) },
    text: ['+57 300 555 0100', 'QuieroSeguroCo'],
  },
  {
    expose: 'ProductMapPage',
    route: '/Sitemap-Products',
    path: '/Sitemap-Products',
    api: { '/api/menu': json(200, { data: MENU }) },
    text: ['Comparar planes complementarios'],
  },
  {
    expose: 'PartnersPage',
    route: '/Partners-y-Alianzas',
    path: '/Partners-y-Alianzas',
    api: {
      '/api/country-landings/by-url?url=Partners-y-Alianzas': json(200, {
        data: landing('Partners-y-Alianzas', 'Partners y alianzas', '<p>Integramos el comparador en tu sitio.</p>'),
      }),
      '/api/country-landings?type=Partners-y-Alianzas&page=1': listPage([
        {
          url: 'Partners-y-Alianzas/banco-aliado',
          type: 'Partners-y-Alianzas',
          title: 'Banco Aliado',
          summary: 'Sus clientes comparan planes.',
          image: '/api/images/partners/banco-aliado.svg',
        },
      ]),
    },
    text: ['Integramos el comparador en tu sitio.', 'Banco Aliado'],
  },
  {
    expose: 'CustomerPortalPage',
    route: '/Portal-clientes',
    path: '/Portal-clientes',
    api: {},
    text: ['Portal Personas'],
  },
  {
    expose: 'PrivacyPolicyPage',
    route: '/politica-de-tratamiento-de-datos',
    path: '/politica-de-tratamiento-de-datos',
    api: { '/api/privacy-policy': json(200, { data: PRIVACY_POLICY }) },
    text: [
      'Política de tratamiento de datos personales',
      'Versión 1.0, vigente desde el 1 de diciembre de 2026.',
      'Derechos del titular',
    ],
  },
  {
    expose: 'DataRightsPage',
    route: '/derechos-sobre-mis-datos',
    path: '/derechos-sobre-mis-datos',
    api: {},
    text: ['Derechos sobre mis datos', '¿Qué quieres hacer con tus datos?', 'Suprimir (eliminar) mis datos'],
  },
  {
    expose: 'DataRightsPage',
    route: '/derechos-sobre-mis-datos/confirmar',
    path: '/derechos-sobre-mis-datos/confirmar',
    api: {},
    text: ['Confirma tu solicitud sobre tus datos', 'Confirmar mi solicitud'],
  },
  {
    expose: 'LandingPage',
    route: '/EPS',
    path: '/EPS',
    props: { landing: 'EPS' },
    api: {
      '/api/country-landings/by-url?url=EPS': json(200, {
        data: landing('EPS', 'EPS de Colombia', '<p>Conoce las EPS del régimen contributivo.</p>'),
      }),
      '/api/country-landings?type=EPS&page=1': listPage([company]),
    },
    text: ['Conoce las EPS del régimen contributivo.', 'Salud Andina EPS'],
  },
  {
    expose: 'LandingPage',
    route: '/EPS/:organization',
    path: '/EPS/salud-andina-eps',
    props: { landing: 'EPS/salud-andina-eps' },
    api: {
      '/api/country-landings/by-url?url=EPS%2Fsalud-andina-eps': json(200, {
        data: landing('EPS/salud-andina-eps', 'Salud Andina EPS', '<p>La EPS de los Andes.</p>'),
      }),
    },
    text: ['Salud Andina EPS', 'La EPS de los Andes.'],
  },
  {
    expose: 'LandingPage',
    route: '/:landing',
    path: '/Que-es-QuieroSeguro',
    props: { landing: 'Que-es-QuieroSeguro' },
    api: {
      '/api/country-landings/by-url?url=Que-es-QuieroSeguro': json(200, {
        data: landing('Que-es-QuieroSeguro', 'Qué es QuieroSeguro', '<h2>Qué hacemos</h2><p>Comparamos planes.</p>'),
      }),
    },
    text: ['Qué es QuieroSeguro', 'Comparamos planes.'],
  },
  {
    expose: 'NotFoundPage',
    route: '/not-found',
    path: '/not-found',
    api: { '/api/contactInformations': json(200, { data: CONTACT }) },
    text: ['No encontramos esta página', 'ayuda@quieroseguro.co'],
  },
];
