import { expect, test, type Browser, type Page } from '../support/test';
import pg from 'pg';
import { blockingViolations } from '../support/axe';
import { INSTANCES_INBOX, INSTANCES_SITE, startApiInstances, type ApiInstances } from '../support/api-instances';
import { createAgentWithLink } from '../support/chat';
import { AUTHORISATION_LABEL, AUTHORISATION_REQUIRED, authorise } from '../support/data-authorisation';

// docs/adr/0018-live-chat.md: a visitor and a signed-in agent, each in their own browser, talk live
// through the site's host in front of two API instances on one PostgreSQL database, the agent through the inbox's
// own origin (agent-inbox/, docs/adr/0022-slices-by-business-area.md) in front of the same two — both ways, with a
// file, through a reload of the visitor's page and a restart of the API.
/** The agents' inbox of the suite's site (`npm start`: scripts/workspaces.mjs AGENT_INBOX). */
const AGENT_INBOX = 'http://localhost:3005';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(128, 3)]);

const openWidget = async (page: Page, path = '/Comparar/EPS') => {
  await page.goto(`${INSTANCES_SITE}${path}`);
  const launcher = page.getByRole('button', { name: '¡Chatea con nosotros!' });
  await expect(launcher).toBeVisible({ timeout: 30_000 });
  await launcher.click();
  return page.getByRole('dialog', { name: '¡Chatea con nosotros!' });
};

const signInAgent = async (browser: Browser, link: string) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Bandeja del chat' })).toBeVisible({ timeout: 30_000 });
  // The sign-in link is used once and taken out of the address.
  expect(page.url()).not.toContain('acceso=');
  return { context, page };
};

test.describe('the live chat between a visitor and an agent', () => {
  test.describe.configure({ mode: 'serial' });
  let instances: ApiInstances;
  let db: pg.Client;
  let agentLink: string;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // A page that went away (pagehide) and was not picked up again is closed after 15 s here (40 s by default): a
    // reload below must not close it, and the closed tab at the end must not keep the test waiting long.
    instances = await startApiInstances({ env: { QS_CHAT_MODE: 'always', QS_CHAT_LEFT_GRACE_MS: '15000' } });
    db = new pg.Client({ connectionString: instances.databaseUrl });
    await db.connect();
    agentLink = await createAgentWithLink(instances.databaseUrl, INSTANCES_INBOX, {
      email: 'marta.e2e@quieroseguro.co',
      name: 'Marta Díaz',
    });
  });
  test.afterAll(async () => {
    await db?.end();
    await instances?.stop();
  });

  test('with no agent online, the widget offers to leave the question, which becomes a contact lead', async ({
    page,
  }) => {
    const widget = await openWidget(page, '/contacto');
    await expect(widget.getByText('En este momento no hay ejecutivos conectados.', { exact: false })).toBeVisible();
    const email = `pregunta.${Date.now()}@example.co`;
    await widget.getByRole('textbox', { name: 'Nombre' }).fill('Lucía Peña');
    await widget.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
    await widget.getByRole('textbox', { name: 'Teléfono' }).fill('3001234567');
    await widget.getByRole('textbox', { name: 'Tu pregunta' }).fill('¿El plan cubre a mis padres?');
    await authorise(widget);
    await widget.getByRole('button', { name: 'Dejar mi pregunta' }).click();
    await expect
      .poll(
        async () =>
          (await db.query("SELECT fields FROM leads WHERE (fields::jsonb ->> 'email') = $1", [email])).rows.length,
        { timeout: 30_000 },
      )
      .toBe(1);
    const { rows } = await db.query("SELECT fields FROM leads WHERE (fields::jsonb ->> 'email') = $1", [email]);
    expect(JSON.parse(rows[0].fields).mensaje).toContain('¿El plan cubre a mis padres?');
  });

  test('messages go both ways live, with a file, through a reload and an API restart; a closed tab tells the agent', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const agent = await signInAgent(browser, agentLink);
    expect(await blockingViolations(agent.page)).toEqual([]);

    // The agent's inbox is open: the visitor gets the pre-chat form, with the product's texts (docs/product/chat.md#pre-chat-form).
    const widget = await openWidget(page, '/Comparar/EPS');
    const form = widget.getByRole('form', { name: 'Datos para iniciar el chat' });
    await form.getByRole('button', { name: 'Iniciar el chat' }).click();
    await expect(form.getByText('campo requerido').first()).toBeVisible();
    await form.getByRole('textbox', { name: 'Correo electrónico' }).fill('ana@');
    await form.getByRole('button', { name: 'Iniciar el chat' }).click();
    await expect(form.getByText('Por favor, ingrese su dirección de correo electrónico válido')).toBeVisible();
    // The product is preset from the page (/Comparar/EPS: option 1, docs/product/chat.md#the-product-preselected-for-the-page).
    await expect(form.getByRole('combobox', { name: 'Producto' })).toHaveValue(/1|Planes complementarios EPS/);
    await form.getByRole('textbox', { name: 'Nombre' }).fill('Ana Ruiz');
    await form.getByRole('textbox', { name: 'Correo electrónico' }).fill('ana.chat@example.co');
    await form.getByRole('textbox', { name: 'Teléfono' }).fill('3001112233');
    await form.getByRole('textbox', { name: 'Tu pregunta (opcional)' }).fill('¿Cubre maternidad?');
    // Without the data authorisation the chat does not start: the box says why, and nothing reaches the API.
    const starts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/chat/conversations')) starts.push(request.url());
    });
    await form.getByRole('button', { name: 'Iniciar el chat' }).click();
    await expect(form.getByRole('checkbox', { name: AUTHORISATION_LABEL })).toHaveAccessibleDescription(
      AUTHORISATION_REQUIRED,
    );
    expect(starts).toEqual([]);
    await authorise(form);
    await form.getByRole('button', { name: 'Iniciar el chat' }).click();
    const messages = widget.getByRole('list', { name: 'Mensajes del chat' });
    await expect(widget.getByText('Te damos la bienvenida a QuieroSeguro', { exact: false })).toBeVisible();
    await expect(messages.getByText('¿Cubre maternidad?')).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);

    // The agent sees it arrive live, takes it and answers; the visitor sees the answer live.
    await agent.page.getByRole('button', { name: /Ana Ruiz/ }).click({ timeout: 30_000 });
    const agentLog = agent.page.getByRole('log', { name: 'Mensajes de la conversación' });
    await expect(agentLog.getByText('¿Cubre maternidad?')).toBeVisible();
    await agent.page.getByRole('button', { name: 'Tomar conversación' }).click();
    await agent.page.getByRole('textbox', { name: 'Tu respuesta' }).fill('Hola Ana, sí: desde el primer mes.');
    await agent.page.getByRole('button', { name: 'Enviar' }).click();
    await expect(messages.getByText('Hola Ana, sí: desde el primer mes.')).toBeVisible({ timeout: 15_000 });

    // The visitor writes back and sends a file; the agent gets both, the file as a link that opens it.
    const composer = widget.getByRole('form', { name: 'Escribir un mensaje' });
    // As in chat widgets: Shift+Enter starts a new line, Enter sends.
    const box = composer.getByRole('textbox', { name: 'Mensaje' });
    await box.fill('Gracias,');
    await box.press('Shift+Enter');
    await box.pressSequentially('les envío mi orden médica');
    await expect(box).toHaveValue('Gracias,\nles envío mi orden médica');
    await box.press('Enter');
    await expect(box).toHaveValue('');
    await widget
      .getByLabel('Adjuntar un archivo (imagen o PDF)')
      .setInputFiles({ name: 'orden.png', mimeType: 'image/png', buffer: PNG });
    await expect(agentLog.getByText('Gracias, les envío mi orden médica')).toBeVisible({ timeout: 15_000 });
    const file = agentLog.getByRole('link', { name: /orden\.png/ });
    await expect(file).toBeVisible({ timeout: 15_000 });
    const download = await agent.page.request.get(
      new URL(String(await file.getAttribute('href')), INSTANCES_INBOX).toString(),
    );
    expect([download.status(), download.headers()['content-type']]).toEqual([200, 'image/png']);
    expect(Buffer.from(await download.body()).equals(PNG)).toBe(true);

    // A reload keeps the conversation.
    await page.reload();
    const again = page.getByRole('button', { name: '¡Chatea con nosotros!' });
    await expect(again).toBeVisible({ timeout: 30_000 });
    await again.click();
    await expect(messages.getByText('Hola Ana, sí: desde el primer mes.')).toBeVisible();

    // The API restarts (both instances down, then back): a message typed meanwhile is sent once it is back,
    // and the live streams of both sides reconnect by themselves.
    await instances.kill(0);
    await instances.kill(1);
    await composer.getByRole('textbox', { name: 'Mensaje' }).fill('¿Siguen ahí?');
    await composer.getByRole('button', { name: 'Enviar' }).click();
    await instances.restart(0);
    await instances.restart(1);
    await expect(agentLog.getByText('¿Siguen ahí?')).toBeVisible({ timeout: 60_000 });
    await agent.page.getByRole('textbox', { name: 'Tu respuesta' }).fill('Sí, aquí seguimos.');
    // The inbox, with the conversation open, passes axe too.
    expect(await blockingViolations(agent.page)).toEqual([]);
    await agent.page.getByRole('button', { name: 'Enviar' }).click();
    await expect(messages.getByText('Sí, aquí seguimos.')).toBeVisible({ timeout: 30_000 });
    const { rows } = await db.query("SELECT COUNT(*) AS n FROM chat_messages WHERE body = '¿Siguen ahí?'");
    expect(Number(rows[0].n)).toBe(1);

    // The visitor closes the tab: its pagehide tells the API, no page of theirs picks the conversation up
    // again, and after the grace the agent reads the notice that the customer closed the tab.
    await page.goto('about:blank');
    await expect(agentLog.getByText('El cliente cerró la pestaña del chat.')).toBeVisible({ timeout: 45_000 });
    await agent.context.close();
  });
});

test.describe('where the chat does not show', () => {
  test('not on a phone', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto('/Comparar/EPS');
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: '¡Chatea con nosotros!' })).toHaveCount(0);
    await context.close();
  });

  test('not on a partner site', async ({ page }) => {
    await page.goto('http://aliado.localhost:3000/Comparar/EPS');
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: '¡Chatea con nosotros!' })).toHaveCount(0);
  });

  test('not when the chat is unavailable', async ({ page }) => {
    await page.route('**/api/chat/available*', (route) =>
      route.fulfill({
        json: { data: { active: false, hours: 'Lunes a viernes de 9:00 a 18:30', agentsOnline: false } },
      }),
    );
    await page.goto('/Comparar/EPS');
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: '¡Chatea con nosotros!' })).toHaveCount(0);
  });

  test("the agents' inbox is no page of the public site: /agentes/chat is its 404 page, the inbox its own origin", async ({
    page,
  }) => {
    const answer = await page.goto('/agentes/chat');
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'No encontramos esta página' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Atención del chat' })).toHaveCount(0);
    expect((await page.request.get('/api/chat/agent/session')).status()).toBe(404);

    // `npm start` serves the inbox on its own origin (the e2e site is started that way).
    await expect
      .poll(async () => (await page.request.get(`${AGENT_INBOX}/readyz`).catch(() => null))?.status())
      .toBe(200);
    // Not the site's app (no `data-qs-live` to wait for): the document, then its heading.
    const inbox = await page.goto(`${AGENT_INBOX}/`, { waitUntil: 'domcontentloaded' });
    expect(inbox?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(page.getByRole('heading', { level: 1, name: 'Atención del chat' })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });
});
