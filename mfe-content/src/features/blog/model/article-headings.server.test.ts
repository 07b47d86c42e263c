/** @jest-environment node */
import { withHeadingIds } from './article-headings';

// On the server (no DOM) the article is sanitised in jsdom's window: the same rules and markup as in the browser.
describe('withHeadingIds on the server', () => {
  it('sanitises the HTML and gives the headings their ids without a browser', () => {
    expect(typeof document).toBe('undefined');
    const { html, headings } = withHeadingIds(
      '<h2 onclick="x()">¿Qué cubre?</h2><p>Texto <b>útil</b></p><img src=x onerror="alert(1)"><script>alert(2)</script><h2 id="costos">Costos</h2>',
    );
    expect(html).not.toMatch(/onclick|onerror|<script/);
    expect(html).toBe(
      '<h2 id="que-cubre">¿Qué cubre?</h2><p>Texto <b>útil</b></p><img src="x"><h2 id="costos">Costos</h2>',
    );
    expect(headings).toEqual([
      { id: 'que-cubre', text: '¿Qué cubre?' },
      { id: 'costos', text: 'Costos' },
    ]);
  });
});
