import { expect, test } from '../support/test';
import { blockingViolations, ruleViolations } from '../support/axe';

// The helper every spec's accessibility check goes through (support/axe.ts) runs axe in its cheaper mode: it must
// still see what axe sees, or every "no violation" in the suite would mean nothing.

const PAGE = `<!doctype html><html lang="es"><head><title>Prueba</title></head><body>
  <main>
    <h1>Prueba</h1>
    <button type="button"><svg width="10" height="10"></svg></button>
    <p style="color:#bbb;background:#fff">Texto gris claro sobre blanco</p>
    <section id="clean"><h2>Sin problemas</h2><p>Texto legible.</p></section>
  </main>
  <main><p>Otro main</p></main>
</body></html>`;

test('the axe helper reports serious violations, limits itself to a part of the page, and runs named rules', async ({
  page,
}) => {
  await page.setContent(PAGE);
  const found = await blockingViolations(page);
  expect(found.map((line) => line.split(':')[0])).toEqual(expect.arrayContaining(['button-name', 'color-contrast']));
  expect(await blockingViolations(page, { within: '#clean' })).toEqual([]);
  expect((await ruleViolations(page, ['landmark-no-duplicate-main'])).map((line) => line.split(':')[0])).toEqual([
    'landmark-no-duplicate-main',
  ]);
});
