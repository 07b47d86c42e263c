import { ATTACHMENT_MAX_BYTES } from './attachments';
import { MESSAGE_MAX_LENGTH, PRE_CHAT_MESSAGES } from '@qs/contract';
import { SUPPORT_HOURS } from '../routes/platform/support-hours';

export type ChatLanguage = 'es' | 'en' | 'pt';

/** The site's name, as the welcome greets by it. */
export const SITE_NAME = 'QuieroSeguro';

/**
 * The product-type options of the pre-chat form, for Colombia (designed: the product lists only the other
 * countries' options). Five, so that every index of the path table below names one
 * (docs/product/chat.md#the-product-preselected-for-the-page).
 */
export const PRODUCT_OPTIONS = [
  'Seguros de salud',
  'Planes complementarios EPS',
  'Seguros para empresas',
  'EPS',
  'Otra consulta',
] as const;

/**
 * The option preselected for the page the chat starts on: the product's table, verbatim and in its order, then
 * Colombia's own comparators (designed). The first path the page's path starts with wins, so the more
 * specific `/Comparar/EPS/Empresa` is listed before `/Comparar/EPS`.
 */
export const PRODUCT_INDEX_BY_PATH: ReadonlyArray<{ path: string; index: number }> = [
  { path: '/Comparar/Seguros-de-Salud', index: 0 },
  { path: '/contacto', index: 4 },
  { path: '/Comparar/Seguros-de-Vida', index: 1 },
  { path: '/Comparar/Seguro-Complementario-Empresa', index: 2 },
  { path: '/Comparar/Planes-Clinicos', index: 0 },
  { path: '/Comparar/EPS/Empresa', index: 1 },
  { path: '/Comparar/SCTR', index: 2 },
  { path: '/Comparar/EPS', index: 1 },
  { path: '/Comparar/Empresas', index: 2 },
  { path: '/EPS', index: 3 },
  { path: '/Seguros-de-Viaje', index: 1 },
  { path: '/Seguros-de-Vida', index: 2 },
  { path: '/Seguros-de-Empresa', index: 3 },
  { path: '/Comparar/Polizas-de-Salud', index: 0 },
  { path: '/Comparar/Medicina-Prepagada', index: 0 },
];

/** Texts of the widget per language. The product gives 'Chat with us!' (in the visitor's language) and 'Iniciar el chat' (docs/product/chat.md#language-and-texts). */
const TEXTS: Record<
  ChatLanguage,
  {
    header: string;
    welcome: string;
    offline: string;
    noAgents: string;
    leaveQuestion: string;
    closed: string;
    placeholder: string;
  }
> = {
  es: {
    header: '¡Chatea con nosotros!',
    welcome: `¡Hola! Te damos la bienvenida a ${SITE_NAME}. ¿En qué podemos ayudarte?`,
    offline: `Nuestro horario de atención es ${SUPPORT_HOURS.toLowerCase()}. Déjanos tu pregunta y un ejecutivo te contactará.`,
    noAgents: 'En este momento no hay ejecutivos conectados. Déjanos tu pregunta y te contactaremos.',
    leaveQuestion: 'Dejar mi pregunta',
    closed: 'La conversación terminó.',
    placeholder: 'Escribe tu mensaje',
  },
  en: {
    header: 'Chat with us!',
    welcome: `Hi! Welcome to ${SITE_NAME}. How can we help you?`,
    offline:
      'Our advisors answer Monday to Friday, 9:00 to 18:30 (Bogotá). Leave us your question and an advisor will contact you.',
    noAgents: 'No advisor is online right now. Leave us your question and we will contact you.',
    leaveQuestion: 'Leave my question',
    closed: 'The conversation has ended.',
    placeholder: 'Write your message',
  },
  pt: {
    header: 'Fale conosco!',
    welcome: `Olá! Boas-vindas à ${SITE_NAME}. Como podemos ajudar?`,
    offline:
      'Nossos assessores atendem de segunda a sexta, das 9:00 às 18:30 (Bogotá). Deixe sua pergunta e um assessor entrará em contato.',
    noAgents: 'Nenhum assessor está conectado agora. Deixe sua pergunta e entraremos em contato.',
    leaveQuestion: 'Deixar minha pergunta',
    closed: 'A conversa terminou.',
    placeholder: 'Escreva sua mensagem',
  },
};

/** GET api/chat/getWebchatConfig/{app}-{language}: what the widget needs to draw itself (docs/product/chat.md#calls). */
export const webchatConfig = (app: string, language: ChatLanguage) => ({
  baseConfig: {
    app,
    language,
    width: '20rem',
    fileAttachments: {
      enabled: true,
      maxBytes: ATTACHMENT_MAX_BYTES,
      acceptedTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf'],
    },
    messageMaxLength: MESSAGE_MAX_LENGTH,
    productOptions: [...PRODUCT_OPTIONS],
    productIndexByPath: PRODUCT_INDEX_BY_PATH.map((entry) => ({ ...entry })),
    supportHours: SUPPORT_HOURS,
  },
  valuesConfig: {
    siteName: SITE_NAME,
    submitLabel: 'Iniciar el chat',
    requiredMessage: PRE_CHAT_MESSAGES.required,
    emailMessage: PRE_CHAT_MESSAGES.email,
    ...TEXTS[language],
  },
});
