/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PartnerContent } from '@qs/shared';
import { sanitizePartnerHtml } from './sanitize-partner-html';

/** The API's partner fixtures, as data (the file the API seeds its partners table from). */
const fixtures = JSON.parse(
  readFileSync(join(__dirname, '../../../../api/src/fixtures/content/partners.json'), 'utf8'),
) as Array<{ subdomain: string; content?: PartnerContent }>;

// The host's server renderer has no DOM: the partner's markup is sanitised in jsdom's window, by the same rules, into the
// same markup the browser's sanitiser makes (so hydration finds what the server sent).
describe('sanitizePartnerHtml on the server', () => {
  it('sanitises without a browser', () => {
    expect(typeof document).toBe('undefined');
    expect(
      sanitizePartnerHtml(
        '<header role="banner"><p onclick="x()">Hola</p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">a</a><a href="https://www.bancoaliado.example/">b</a></header>',
        ['https://www.bancoaliado.example'],
      ),
    ).toBe('<p>Hola</p><a>a</a><a href="https://www.bancoaliado.example/" rel="noopener noreferrer">b</a>');
  });

  it("leaves nothing hostile of aliado's own header and footer", () => {
    const aliado = fixtures.find((partner) => partner.subdomain === 'aliado');
    const content = aliado?.content;
    expect(content?.useHeader).toBe(true);
    for (const html of [content?.headerHTML ?? '', content?.footerHTML ?? '']) {
      const clean = sanitizePartnerHtml(html, content?.linkOrigins);
      expect(clean).not.toMatch(
        /<script|onerror|onclick|javascript:|phishing\.example|<iframe|<form|<input|style=|role=|<footer|<header/i,
      );
      expect(clean.length).toBeGreaterThan(100);
    }
    expect(sanitizePartnerHtml(content?.headerHTML ?? '', content?.linkOrigins)).toContain(
      '<a href="/Comparar/Polizas-de-Salud">Pólizas de salud</a>',
    );
  });
});
