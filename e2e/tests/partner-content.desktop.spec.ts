import { expect, test, type Page } from '../support/test';
import { blockingViolations } from '../support/axe';
import { ALIADO, originOf } from '../support/partners';
import { footer, header } from '../support/shell';

// A partner's own header and footer (docs/product/shell.md#partner-header-and-footer) and its layout switches
// (#partner-layout-switches), on aliado.localhost: aliado's stored markup carries a script, event handlers, a
// javascript: link, a form, a frame and links to an origin it does not list (api/src/fixtures/content/partners.json).
const RESULTS = `${originOf(ALIADO)}/Comparar/EPS`;

/** The markup of `selector` in the HTML the server sent (parsed in the page, never run), and in the live page. */
const serverAndLiveMarkup = async (page: Page, html: string, selector: string) =>
  page.evaluate(
    ([source, css]) => ({
      server: new DOMParser().parseFromString(source, 'text/html').querySelector(css)?.innerHTML ?? null,
      live: document.querySelector(css)?.innerHTML ?? null,
    }),
    [html, selector] as const,
  );

const pwned = (page: Page) => page.evaluate(() => (window as { __pwned?: unknown }).__pwned);

test.describe("aliado's own header and footer, sanitised, and its layout switches", () => {
  test('shows its header and footer in the one banner and contentinfo, with nothing hostile left, as the server sent them', async ({
    page,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const mismatches: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith('hydration:')) mismatches.push(message.text());
    });
    const response = await page.goto(RESULTS);
    const html = (await response?.text()) ?? '';

    await expect(header(page)).toHaveCount(1);
    await expect(footer(page)).toHaveCount(1);
    const banner = header(page);
    await expect(banner.getByText('Seguros de salud con tarifas preferenciales para nuestros clientes')).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Volver a Banco Aliado' })).toHaveAttribute(
      'href',
      'https://www.bancoaliado.example/',
    );
    await expect(banner.getByTestId('partner-banner').getByRole('link', { name: 'Pólizas de salud' })).toHaveAttribute(
      'href',
      '/Comparar/Polizas-de-Salud',
    );
    await expect(footer(page).getByText(/vigilado por la Superintendencia Financiera de Colombia/)).toBeVisible();
    await expect(footer(page).getByRole('link', { name: 'Compara planes complementarios' })).toHaveAttribute(
      'href',
      '/Comparar/EPS',
    );

    // Nothing hostile reached the page: no script, handler, style, form, frame or foreign link of the partner's.
    const partnerMarkup = page.locator('.qs-partner-html');
    await expect(partnerMarkup).toHaveCount(2);
    await expect(
      partnerMarkup.locator(
        'script, iframe, form, input, img[src="x"], [onerror], [onclick], [style], [role], a[href^="javascript"], a[href*="phishing"]',
      ),
    ).toHaveCount(0);
    await expect(banner.getByText('Actualiza tu clave')).not.toHaveAttribute('href');
    await banner.getByText('Oferta exclusiva').click();
    await banner.getByText('Aviso importante').click();
    expect(await pwned(page)).toBeUndefined();
    expect(dialogs).toEqual([]);

    // The server sanitised the markup into what the browser's first render made of it (no hydration mismatch).
    for (const part of ['.qs-partner-html--header', '.qs-partner-html--footer']) {
      const { server, live } = await serverAndLiveMarkup(page, html, part);
      expect(server, `${part} in the server's HTML`).toContain('<a href=');
      expect(live).toBe(server);
    }
    expect(mismatches).toEqual([]);
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('hides the score and the request buttons on the cards and the plan page, keeping the cards whole', async ({
    page,
  }) => {
    await page.goto(RESULTS);
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    const first = cards.first();
    await expect(first.getByRole('link', { name: /^Ver plan/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Solicitar/ })).toHaveCount(0);
    await expect(page.getByRole('img', { name: /^Puntaje/ })).toHaveCount(0);
    // Every card keeps the same rows (no card shorter for lack of a button or stars).
    const heights = await cards.evaluateAll((articles) =>
      articles
        .slice(0, 4)
        .map((article) => article.querySelector('.qs-plan-card__actions')!.getBoundingClientRect().height),
    );
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);

    const planUrl = await first.getByRole('link', { name: /^Ver plan/ }).getAttribute('href');
    await page.goto(`${originOf(ALIADO)}${planUrl}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Solicitar/ })).toHaveCount(0);
    await expect(page.getByRole('img', { name: /^Puntaje/ })).toHaveCount(0);
    expect(await pwned(page)).toBeUndefined();
    expect(await blockingViolations(page)).toEqual([]);
  });
});
