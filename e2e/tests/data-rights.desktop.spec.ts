import { expect, test, type APIRequestContext } from '../support/test';
import { blockingViolations } from '../support/axe';

// docs/security.md#data-rights: the visitor asks to know, update or delete their data; the API e-mails a one-time link
// (caught on this machine by the mail catcher `npm start` runs, tools/mail-catcher), and the link confirms the request.
const INBOX = 'http://127.0.0.1:1080';
const PAGE = '/derechos-sobre-mis-datos';

interface CaughtMessage {
  subject: string;
  text: string;
  links: string[];
}

const inboxOf = async (request: APIRequestContext, email: string): Promise<CaughtMessage[]> =>
  (await (await request.get(`${INBOX}/messages?to=${encodeURIComponent(email)}`)).json()) as CaughtMessage[];

test.describe('the data rights (Ley 1581)', () => {
  test('a visitor asks what is stored, confirms it from the mailed link, and the link works once', async ({
    page,
    request,
  }) => {
    const email = `derechos.${Date.now()}@example.co`;
    const { data: policy } = (await (await request.get('/api/privacy-policy')).json()) as {
      data: { version: string };
    };
    const lead = await request.post('/api/contactos', {
      data: {
        tipo: 1,
        first_name: 'Camila Derechos',
        telefono: '3001234567',
        email,
        autorizacionDatos: { version: policy.version, aceptada: true },
      },
    });
    expect(lead.status()).toBe(201);

    // Linked from the policy and from the footer.
    await page.goto('/politica-de-tratamiento-de-datos');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Derechos sobre mis datos' })).toHaveAttribute(
      'href',
      PAGE,
    );
    await page.getByRole('link', { name: 'Ejerce tus derechos sobre tus datos' }).click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Derechos sobre mis datos' })).toBeVisible();

    const form = page.getByRole('form', { name: 'Solicitud sobre mis datos personales' });
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(form.getByText('Ingresa tu correo electrónico.')).toBeVisible();
    await expect(form.getByText('Elige qué quieres hacer con tus datos.')).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);

    await form.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
    await form.getByRole('radio', { name: /Conocer mis datos/ }).check();
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Te enviamos un enlace a tu correo' })).toBeVisible();

    await expect.poll(async () => (await inboxOf(request, email)).length).toBe(1);
    const [mail] = await inboxOf(request, email);
    expect(mail?.subject).toBe('Confirma tu solicitud sobre tus datos personales');
    const link = mail?.links.find((candidate) => candidate.includes(`${PAGE}/confirmar#token=`)) ?? '';
    expect(link).not.toBe('');

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirma tu solicitud sobre tus datos' })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Confirmar mi solicitud' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Solicitud atendida' })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'Estos son los datos personales que tenemos' }),
    ).toBeVisible();
    await expect(page.getByText('Camila Derechos')).toBeVisible();
    expect(new URL(page.url()).hash).toBe('');
    expect(await blockingViolations(page)).toEqual([]);
    // The summary came by mail too.
    await expect
      .poll(async () => (await inboxOf(request, email)).map((message) => message.subject))
      .toContain('Los datos personales que tenemos de ti');

    // The same link again, opened from the mail in another tab: used.
    const again = await page.context().newPage();
    await again.goto(link);
    await again.getByRole('button', { name: 'Confirmar mi solicitud' }).click();
    await expect(again.getByRole('alert').filter({ hasText: 'Este enlace ya se usó' })).toBeVisible();
    await again.close();
  });
});
