import type { DataRightsKind, DataSummary, Holding } from '@qs/contract';
import type { OutgoingMail } from '../mail/mailer';

/** The e-mails of the data-rights flow (docs/security.md#data-rights), in plain text and simple HTML. */

export const KIND_ACTIONS: Record<DataRightsKind, string> = {
  conocer: 'conocer los datos personales que tenemos de ti',
  actualizar: 'actualizar o rectificar tus datos personales',
  suprimir: 'suprimir (eliminar) tus datos personales',
};

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const paragraphsHtml = (paragraphs: string[]): string =>
  paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n');

/** The mail with the one-time link that confirms a request. */
export const confirmationMail = (to: string, kind: DataRightsKind, link: string, hours: number): OutgoingMail => {
  const intro = [
    'Hola:',
    `Recibimos una solicitud para ${KIND_ACTIONS[kind]} en QuieroSeguro, asociada a este correo.`,
    `Para confirmarla, abre este enlace (vence en ${hours} horas y sirve una sola vez):`,
  ];
  const outro = [
    'Si no hiciste esta solicitud, ignora este correo: no haremos nada con tus datos.',
    'Equipo QuieroSeguro — Ley 1581 de 2012 (habeas data).',
  ];
  return {
    to,
    subject: 'Confirma tu solicitud sobre tus datos personales',
    text: [...intro, link, '', ...outro].join('\n'),
    html: `${paragraphsHtml(intro)}\n<p><a href="${escapeHtml(link)}">Confirmar mi solicitud</a></p>\n<p>${escapeHtml(link)}</p>\n${paragraphsHtml(outro)}`,
  };
};

const GROUPS: Array<[keyof Omit<DataSummary, 'email'>, string]> = [
  ['leads', 'Solicitudes enviadas desde formularios'],
  ['chats', 'Conversaciones de chat'],
  ['purchases', 'Compras online'],
];

const holdingLines = (holding: Holding): string[] => [
  `- ${holding.detail}, ${holding.date.slice(0, 10)}${holding.businessLine ? ` — ${holding.businessLine}` : ''}${holding.productCode ? ` (${holding.productCode})` : ''}`,
  ...holding.personalData.map((datum) => `    ${datum.label}: ${datum.value}`),
];

/** The summary of what is stored ('conocer'), as the visitor reads it in the mail. */
export const summaryText = (summary: DataSummary): string[] =>
  GROUPS.flatMap(([key, title]) => {
    const group = summary[key];
    return [`${title}: ${group.count}`, ...group.items.flatMap(holdingLines), ''];
  });

export const summaryMail = (to: string, summary: DataSummary): OutgoingMail => {
  const intro = ['Hola:', `Estos son los datos personales que QuieroSeguro tiene asociados a ${summary.email}:`, ''];
  const lines = [
    ...intro,
    ...summaryText(summary),
    'Puedes pedir que los actualicemos o suprimamos en la página "Derechos sobre mis datos" del sitio.',
  ];
  return {
    to,
    subject: 'Los datos personales que tenemos de ti',
    text: lines.join('\n'),
    html: `<pre style="font-family: inherit; white-space: pre-wrap">${escapeHtml(lines.join('\n'))}</pre>`,
  };
};
