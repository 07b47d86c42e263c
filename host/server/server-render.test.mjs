import { withDocumentHead } from './server-render.mjs';

describe('withDocumentHead', () => {
  it("puts the page's head in place of the shell's default title and description", () => {
    const html =
      '<head><meta charset="utf-8" />\n    <title>Cotiza y contrata online</title>\n    <meta name="description" content="Compara planes" />\n  </head><body></body>';
    const head = '<title>Planes $& más</title><meta name="description" content="Compara">';
    expect(withDocumentHead(html, head)).toBe(
      '<head><meta charset="utf-8" />\n    <title>Planes $& más</title><meta name="description" content="Compara">\n  </head><body></body>',
    );
  });
});
