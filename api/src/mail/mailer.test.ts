import nodemailer from 'nodemailer';
import { createMailer, mailerOf } from './mailer';

describe('the mailer', () => {
  it('is off without an SMTP URL, and refuses to send', async () => {
    const mailer = createMailer({ smtpUrl: null, mailFrom: 'QuieroSeguro <no-responder@quieroseguro.co>' });
    expect(mailer.enabled).toBe(false);
    await expect(mailer.send({ to: 'ana@correo.co', subject: 'Hola', text: 'Hola' })).rejects.toThrow(/off/);
  });

  it('sends from the configured sender, text and HTML', async () => {
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const sent: string[] = [];
    const original = transport.sendMail.bind(transport);
    transport.sendMail = (async (mail: Parameters<typeof original>[0]) => {
      const info = await original(mail);
      sent.push(String(info.message));
      return info;
    }) as typeof transport.sendMail;
    const mailer = mailerOf(transport, 'QuieroSeguro <no-responder@quieroseguro.co>');
    await mailer.send({ to: 'ana@correo.co', subject: 'Confirma tu solicitud', text: 'Texto', html: '<p>Texto</p>' });
    const message = JSON.parse(sent[0] ?? '{}') as Record<string, unknown>;
    expect(message).toMatchObject({
      subject: 'Confirma tu solicitud',
      text: 'Texto',
      html: '<p>Texto</p>',
      from: { address: 'no-responder@quieroseguro.co', name: 'QuieroSeguro' },
      to: [{ address: 'ana@correo.co', name: '' }],
    });
    mailer.close();
  });
});
