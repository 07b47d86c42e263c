/**
 * @jest-environment jsdom
 */
// The page-side script (or the markup) this server sends runs in a browser: jsdom stands in for it here (the
// rest of the host-server project runs in Node).
import { sanitizeSnapshot } from './sanitize-snapshot.mjs';

const render = (rootHtml, headHtml = '') => {
  document.head.innerHTML = `<title>Planes EPS</title><meta name="description" content="Compara planes">${headHtml}`;
  document.body.innerHTML = `<div id="root">${rootHtml}</div>`;
  const snapshot = sanitizeSnapshot(document);
  if (!snapshot) throw new Error('no #root');
  return snapshot;
};

describe('sanitizeSnapshot', () => {
  it('keeps the markup and drops everything that runs or loads code', () => {
    const snapshot = render(`
      <main><h1>Plan Oro</h1>
        <script>alert(1)</script><noscript>x</noscript><iframe src="https://calendly.com/a"></iframe>
        <link rel="modulepreload" href="/chunk.js"><link rel="preload" as="script" href="/x.js">
        <a href="/Comparar/EPS" onclick="steal()">Comparar</a>
        <a href="javascript:alert(1)">malo</a>
        <img src="/api/images/a.svg" onerror="steal()" alt="Logo">
        <dialog open>Modal</dialog>
      </main>`);
    expect(snapshot.html).toContain('<h1>Plan Oro</h1>');
    expect(snapshot.html).toContain('<a href="/Comparar/EPS">Comparar</a>');
    expect(snapshot.html).toContain('alt="Logo"');
    expect(snapshot.html).not.toMatch(/<script|<noscript|<iframe|<link|<dialog|onclick|onerror|javascript:/i);
    expect(snapshot.title).toBe('Planes EPS');
    expect(snapshot.description).toBe('Compara planes');
  });

  it('turns style attributes and <style> elements into rules of one stylesheet, with inline priority', () => {
    const snapshot = render(
      '<div style="min-height: 120px; color: red">a</div><p style="min-height: 120px; color: red">b</p><style>.card{margin:0}</style>',
      '<style>.qs-main{padding:8px}</style>',
    );
    expect(snapshot.html).not.toMatch(/\sstyle=|<style/);
    expect(snapshot.html).toContain('<div data-qs-style="0">a</div><p data-qs-style="0">b</p>');
    expect(snapshot.css).toContain('[data-qs-style="0"]{min-height:120px !important;color:red !important}');
    expect(snapshot.css).toContain('.qs-main');
    expect(snapshot.css).toContain('.card{margin:0}');
  });

  it('names linked stylesheets by URL; controls stay as they look, but text fields wait and buttons never submit', () => {
    const snapshot = render(
      '<form><input name="edad"><select><option>1</option></select><textarea></textarea><input type="checkbox" checked><button type="submit" autofocus>Cotizar</button><button disabled>Comparar</button></form>',
      '<link rel="stylesheet" href="http://localhost:3001/results.0123abcd.css">',
    );
    expect(snapshot.stylesheets).toEqual([]); // jsdom loads no linked sheet; a browser lists it (e2e checks the page)
    // Typing before the takeover would be lost: text fields and selects take no focus and no pointer (a tap
    // goes through to the page and is kept, tap-keeper.mjs).
    expect(snapshot.html).toContain('<input name="edad" readonly="" tabindex="-1" data-qs-wait="">');
    expect(snapshot.html).toMatch(/<select readonly="" tabindex="-1" data-qs-wait="">/);
    expect(snapshot.html).toMatch(/<textarea readonly="" tabindex="-1" data-qs-wait="">/);
    expect(snapshot.css).toContain('[data-qs-wait]{pointer-events:none}');
    // Not greyed out: a checkbox toggles, a button is a button (a kept tap is replayed on its live twin)
    // that submits nothing; one disabled in the live page stays disabled.
    expect(snapshot.html).toContain('<input type="checkbox" checked="">');
    expect(snapshot.html).toContain('<button type="button">Cotizar</button>');
    expect(snapshot.html).toContain('<button disabled="" type="button">Comparar</button>');
  });

  it("keeps the controls' current state, which the live page set as properties: the chosen sort, a ticked filter, a typed value", () => {
    document.body.innerHTML = '<div id="root"><main><select><option value="a">Recomendados</option><option value="b">Menor precio</option></select><input type="checkbox" checked><input name="edad"><textarea></textarea></main></div>';
    const controls = /** @type {unknown} */ ([...document.querySelectorAll('select, input, textarea')]);
    const [select, checkbox, field, text] = /** @type {[HTMLSelectElement, HTMLInputElement, HTMLInputElement, HTMLTextAreaElement]} */ (controls);
    select.value = 'b';
    checkbox.checked = false;
    field.value = '40';
    text.value = 'hola';
    const { html } = sanitizeSnapshot(document) ?? {};
    expect(html).toContain('<option value="a">Recomendados</option><option value="b" selected="">Menor precio</option>');
    expect(html).toContain('<input type="checkbox">');
    expect(html).toContain('<input name="edad" value="40" readonly="" tabindex="-1" data-qs-wait="">');
    expect(html).toContain('<textarea readonly="" tabindex="-1" data-qs-wait="">hola</textarea>');
  });

  it('answers null when the page has no #root', () => {
    document.body.innerHTML = '<p>x</p>';
    expect(sanitizeSnapshot(document)).toBeNull();
  });

  it("gives a page with view parts a frame: the same markup with each part emptied, busy and held at its height (ADR 0007, 'Frames')", () => {
    const snapshot = render('<main><h1>Planes EPS</h1><div class="qs-results__view" data-qs-view-part><article><h2>Plan Oro</h2><input value="x"></article></div><footer>QS</footer></main>');
    expect(snapshot.html).toContain('<h2>Plan Oro</h2>');
    // jsdom lays nothing out: the height is 0 here, the real one in Chromium.
    expect(snapshot.frame).toBe('<main><h1>Planes EPS</h1><div class="qs-results__view" data-qs-view-part="" aria-busy="true" data-qs-frame-height="0"></div><footer>QS</footer></main>');
    expect(snapshot.css).toContain('[data-qs-frame-height="0"]{min-height:0px !important}');
    expect(render('<main><h1>Plan Oro</h1></main>').frame).toBeNull();
  });

  it("gives a page that names its fields a kind frame: its own parts and view emptied, its fields blank (ADR 0007, 'A page no one has asked for yet')", () => {
    const snapshot = render(
      '<article><nav data-qs-page-part><a href="/EPS">EPS</a> Plan Oro</nav>' +
        '<header><img class="logo" data-qs-field-src="organization.metadata.image" src="/api/images/organizations/a.svg" srcset="/a.svg 2x" alt="Salud Andina">' +
        '<h1 data-qs-field="displayName">Plan Oro</h1><p>Organización: <span data-qs-field="organization.displayName">Salud Andina</span></p>' +
        '<p data-qs-view-part>$ 69.400</p></header><section data-qs-page-part><p>Cubre urgencias</p></section><footer>QS</footer></article>',
    );
    expect(snapshot.kindFrame).toBe(
      '<article><nav data-qs-page-part="" aria-busy="true" data-qs-frame-height="0"></nav>' +
        '<header><img class="logo" data-qs-field-src="organization.metadata.image" alt="">' +
        '<h1 data-qs-field="displayName"></h1><p>Organización: <span data-qs-field="organization.displayName"></span></p>' +
        '<p data-qs-view-part="" aria-busy="true" data-qs-frame-height="0"></p></header><section data-qs-page-part="" aria-busy="true" data-qs-frame-height="0"></section><footer>QS</footer></article>',
    );
    // Its own frame (another view of the same page) empties only the view.
    expect(snapshot.frame).toContain('<h1 data-qs-field="displayName">Plan Oro</h1>');
    expect(snapshot.frame).toContain('<p>Cubre urgencias</p>');
    expect(snapshot.css).toContain('[data-qs-frame-height="0"]{min-height:0px !important}');
    expect(render('<main><h1>Planes EPS</h1><div data-qs-view-part></div></main>').kindFrame).toBeNull();
  });

  it('gives no kind frame when something left in it repeats a field of the page: a part the slice did not mark', () => {
    const page = (rest) => render(`<article><h1 data-qs-field="displayName">Plan Oro</h1><img data-qs-field-src="image" src="/img/oro.svg">${rest}</article>`);
    expect(page('<p>Preguntas frecuentes</p>').kindFrame).toContain('<h1 data-qs-field="displayName"></h1>');
    expect(page('<p>¿Cómo pago plan oro?</p>').kindFrame).toBeNull();
    expect(page('<a href="/img/oro.svg">Ver</a>').kindFrame).toBeNull();
    expect(page('<section data-qs-page-part><p>¿Cómo pago Plan Oro?</p></section>').kindFrame).not.toBeNull();
  });
});
