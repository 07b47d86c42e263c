import { expect, test, type FrameLocator, type Page } from '../support/test';
import { recordConsole } from '../support/network';
import { ALIADO, COOPERATIVA, fetchJsonInPage, originOf, SITE } from '../support/partners';

const UNAUTHORISED = 'warning: Acceso presuntamente no autorizado';
const FOREIGN_ORIGIN = 'http://socio-desconocido.example';

/** A partner's page at `parentOrigin` that frames `src` (served by the test, not by the site). */
const embed = async (page: Page, parentOrigin: string, src: string): Promise<FrameLocator> => {
  const address = `${parentOrigin}/e2e-embed.html`;
  await page.route(address, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="es"><head><title>Socio</title></head><body><iframe title="QuieroSeguro" src="${src}" width="1000" height="700"></iframe></body></html>`,
    }),
  );
  await page.goto(address);
  return page.frameLocator('iframe[title="QuieroSeguro"]');
};

const frameAncestors = (csp: string | null | undefined) => /frame-ancestors ([^;]*)/.exec(csp ?? '')?.[1];

test.describe('iframe mode', () => {
  for (const [label, query] of [
    ['without IFRAME_AUTH', ''],
    ['with an unknown IFRAME_AUTH', '?IFRAME_AUTH=no-es-un-token-valido'],
  ]) {
    test(`a framed page ${label} stays blank and logs 'Acceso presuntamente no autorizado'`, async ({ page }) => {
      const messages = recordConsole(page);
      const frame = await embed(page, SITE, `${SITE}/Comparar/EPS${query}`);
      await expect.poll(() => messages).toContain(UNAUTHORISED);
      await expect(frame.locator('#root')).toBeEmpty();
      await expect(frame.getByRole('banner')).toHaveCount(0);
    });
  }

  test("with the partner's token it renders the partner site in the frame", async ({ page }) => {
    const messages = recordConsole(page);
    const frame = await embed(
      page,
      ALIADO.iframe.origin,
      `${originOf(ALIADO)}/Comparar/EPS?IFRAME_AUTH=${ALIADO.iframe.token}`,
    );
    await expect(frame.getByTestId('partner-banner')).toBeVisible();
    await expect(frame.getByRole('article').first()).toBeVisible();
    expect(messages).not.toContain(UNAUTHORISED);
  });

  test('the token stays in the URL as the visitor moves inside the frame, so a reload is still allowed', async ({
    page,
  }) => {
    const messages = recordConsole(page);
    const frame = await embed(
      page,
      ALIADO.iframe.origin,
      `${originOf(ALIADO)}/Comparar/EPS?IFRAME_AUTH=${ALIADO.iframe.token}`,
    );
    await expect(frame.getByRole('article').first()).toBeVisible();
    const framed = page.frames().find((candidate) => candidate !== page.mainFrame())!;
    // The logo leads to '/', which the partner's gate sends on to its default path: two router moves.
    await frame.getByRole('link', { name: `${ALIADO.name}, ir al inicio` }).click();
    await expect
      .poll(() => framed.url())
      .toBe(`${originOf(ALIADO)}${ALIADO.redirects.defaultPath}?IFRAME_AUTH=${ALIADO.iframe.token}`);

    // A plan opened in a modal pushes its own URL (outside the router): the token stays there too.
    await frame
      .getByRole('article')
      .first()
      .getByRole('link', { name: /Ver plan/ })
      .click();
    await expect.poll(() => new URL(framed.url()).pathname).not.toBe(ALIADO.redirects.defaultPath);
    expect(new URL(framed.url()).searchParams.get('IFRAME_AUTH')).toBe(ALIADO.iframe.token);

    await framed.evaluate(() => location.reload());
    await expect(frame.getByTestId('partner-banner')).toBeVisible();
    await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
    expect(messages.join('\n')).not.toContain('frame-ancestors');
    expect(messages).not.toContain(UNAUTHORISED);
  });

  test("another partner's token does not open aliado's site: the browser refuses its origin, and the page itself stays blank", async ({
    page,
  }) => {
    const messages = recordConsole(page);
    const src = `${originOf(ALIADO)}/Comparar/EPS?IFRAME_AUTH=${COOPERATIVA.iframe.token}`;
    await embed(page, COOPERATIVA.iframe.origin, src);
    await expect
      .poll(() => messages.join('\n'))
      .toContain(`violates the following Content Security Policy directive: "frame-ancestors 'self'"`);

    // Framed by aliado's own origin ('self'), the shell's guard refuses the token as well.
    const frame = await embed(page, originOf(ALIADO), src);
    await expect.poll(() => messages).toContain(UNAUTHORISED);
    await expect(frame.locator('#root')).toBeEmpty();
  });

  test("the token does not open paths outside the partner's authorised URLs", async ({ page }) => {
    const messages = recordConsole(page);
    const frame = await embed(page, SITE, `${SITE}/QS-Blog?IFRAME_AUTH=${ALIADO.iframe.token}`);
    await expect.poll(() => messages).toContain(UNAUTHORISED);
    await expect(frame.locator('#root')).toBeEmpty();
  });

  test("frame-ancestors names only 'self' and the origins of a valid token", async ({ page, request }) => {
    const policyOf = async (query: string) => {
      const response = await request.get(`/Comparar/EPS${query}`, { headers: { accept: 'text/html' } });
      return frameAncestors(response.headers()['content-security-policy']);
    };
    expect(await policyOf('')).toBe("'self'");
    expect(await policyOf('?IFRAME_AUTH=no-es-un-token-valido')).toBe("'self'");
    expect(await policyOf(`?IFRAME_AUTH=${ALIADO.iframe.token}`)).toBe(`'self' ${ALIADO.iframe.origin}`);

    // The same on the partner's own origin (fetched by the page: Node cannot resolve *.localhost).
    await page.goto(`${originOf(ALIADO)}/Comparar/EPS`);
    const partnerPolicy = (query: string) =>
      page.evaluate(
        async (address) =>
          (await fetch(address, { headers: { accept: 'text/html' } })).headers.get('content-security-policy'),
        `/Comparar/EPS${query}`,
      );
    expect(frameAncestors(await partnerPolicy(''))).toBe("'self'");
    expect(frameAncestors(await partnerPolicy(`?IFRAME_AUTH=${ALIADO.iframe.token}`))).toBe(
      `'self' ${ALIADO.iframe.origin}`,
    );
    // Another partner's (valid) token names no origin on aliado's site.
    expect(frameAncestors(await partnerPolicy(`?IFRAME_AUTH=${COOPERATIVA.iframe.token}`))).toBe("'self'");
    expect(await fetchJsonInPage(page, `/api/integration/iframe-token?token=${ALIADO.iframe.token}`)).toMatchObject({
      data: { origin: ALIADO.iframe.origin },
    });
  });

  for (const [label, query, policy] of [
    ['without a token', '', "'self'"],
    ["with aliado's token", `?IFRAME_AUTH=${ALIADO.iframe.token}`, `'self' ${ALIADO.iframe.origin}`],
  ]) {
    test(`the browser refuses an origin that is not authorised to frame the site (${label})`, async ({ page }) => {
      const messages = recordConsole(page);
      const refused: string[] = [];
      page.on('requestfailed', (request) =>
        refused.push(`${request.failure()?.errorText} ${new URL(request.url()).pathname}`),
      );
      const frame = await embed(page, FOREIGN_ORIGIN, `${SITE}/Comparar/EPS${query}`);
      await expect
        .poll(() => messages.join('\n'))
        .toContain(`violates the following Content Security Policy directive: "frame-ancestors ${policy}"`);
      expect(refused).toContain('net::ERR_BLOCKED_BY_RESPONSE /Comparar/EPS');
      await expect(frame.getByRole('banner')).toHaveCount(0);
    });
  }
});
