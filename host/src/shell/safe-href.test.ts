import { safeHref } from './safe-href';

describe('safeHref', () => {
  it.each([
    ['https://facebook.com/quieroseguro', 'https://facebook.com/quieroseguro'],
    ['mailto:hola@quieroseguro.co', 'mailto:hola@quieroseguro.co'],
    ['tel:+576015551234', 'tel:+576015551234'],
  ])('keeps %s', (link, expected) => {
    expect(safeHref(link)).toBe(expected);
  });

  it.each(['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<b>x</b>', '/contacto', '', null])('rejects %s', (link) => {
    expect(safeHref(link)).toBeNull();
  });
});
