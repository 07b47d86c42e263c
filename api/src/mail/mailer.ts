import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';

/** One e-mail the API sends: plain text always, HTML beside it when given. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * The API's outgoing mail (docs/security.md#data-rights): an SMTP transport of nodemailer on QS_SMTP_URL. `npm start`
 * and the e2e run point it at the local mail catcher (tools/mail-catcher); production at the real relay. Without a
 * URL mail is off: `enabled` is false and the routes that must send answer 503 instead of trying.
 */
export interface Mailer {
  readonly enabled: boolean;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** The answer of a call that needs mail while it is off (503), or when the server refused the message. */
export const MAIL_OFF_MESSAGE =
  'El envío de correos no está disponible en este momento. Escríbenos a través del formulario de contacto o intenta más tarde.';
export const MAIL_FAILED_MESSAGE =
  'No pudimos enviar el correo en este momento. Por favor, intenta nuevamente en unos minutos.';

const disabled: Mailer = {
  enabled: false,
  send: () => Promise.reject(new Error('mail is off (QS_SMTP_URL unset)')),
  close: () => {},
};

/** A mailer over a nodemailer transport (SMTP from the URL; unit tests may give a JSON or stream transport). */
export const mailerOf = (transport: Transporter, from: string): Mailer => ({
  enabled: true,
  send: async (mail) => {
    await transport.sendMail({ from, ...mail });
  },
  close: () => transport.close(),
});

/** The mailer of QS_SMTP_URL and QS_MAIL_FROM; mail off when the URL is unset. */
export const createMailer = ({ smtpUrl, mailFrom }: { smtpUrl: string | null; mailFrom: string }): Mailer =>
  smtpUrl
    ? mailerOf(
        nodemailer.createTransport({
          url: smtpUrl,
          // A slow relay must not hold the visitor's request for minutes (nodemailer's defaults).
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 20_000,
        } satisfies SMTPTransport.Options),
        mailFrom,
      )
    : disabled;
