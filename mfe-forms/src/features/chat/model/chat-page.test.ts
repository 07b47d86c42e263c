import { productIndexFor } from './chat-page';

// The table of docs/product/chat.md#the-product-preselected-for-the-page, in its order (api/src/chat/webchat-config.ts).
const TABLE = [
  { path: '/Comparar/Seguros-de-Salud', index: 0 },
  { path: '/contacto', index: 4 },
  { path: '/Comparar/EPS/Empresa', index: 1 },
  { path: '/Comparar/SCTR', index: 2 },
  { path: '/Comparar/EPS', index: 1 },
  { path: '/EPS', index: 3 },
  { path: '/Seguros-de-Vida', index: 2 },
];

describe('productIndexFor', () => {
  it("presets the first row whose path the page's path starts with", () => {
    expect(productIndexFor('/contacto', TABLE)).toBe(4);
    expect(productIndexFor('/Comparar/SCTR/resultados', TABLE)).toBe(2);
    expect(productIndexFor('/EPS/sura/plan-1', TABLE)).toBe(3);
  });

  it('presets the first option on any other page', () => {
    expect(productIndexFor('/', TABLE)).toBe(0);
    expect(productIndexFor('/Blog/algo', TABLE)).toBe(0);
  });
});
