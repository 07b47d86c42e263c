import { withDocumentMeta } from './server-render.mjs';

describe('withDocumentMeta', () => {
  it("puts the page's title and description in the shell's head, escaped", () => {
    const html =
      '<head><title>Cotiza y contrata online</title><meta name="description" content="Compara planes"/></head><body></body>';
    expect(withDocumentMeta(html, { title: 'Planes <EPS> & más', description: 'Compara "planes"' })).toBe(
      '<head><title>Planes &lt;EPS&gt; &amp; más</title><meta name="description" content="Compara &quot;planes&quot;"/></head><body></body>',
    );
  });
});
