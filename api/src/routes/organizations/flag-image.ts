import { escapeHtml } from '../../catalogue/build-articles';

/**
 * Simplified flags of the countries the API lists (`GET /api/country`), drawn as SVG so the country
 * field needs no third-party flag service (the product names an external one, docs/product/api.md#reference-data; the site serves its own).
 * A flag is bands (weighted, horizontal or vertical) plus optional shapes on top, on a 3:2 canvas.
 */
interface FlagDesign {
  direction: 'h' | 'v';
  bands: ReadonlyArray<readonly [color: string, weight?: number]>;
  /** SVG elements drawn over the bands, in the 60×40 viewBox. */
  shapes?: string;
}

const WIDTH = 60;
const HEIGHT = 40;
const star = (cx: number, cy: number, r: number, fill: string): string => {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.4;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
};
const stripes = (count: number, odd: string, even: string) =>
  Array.from({ length: count }, (_, i) => [i % 2 === 0 ? odd : even] as const);

const FLAGS: Record<string, FlagDesign> = {
  CO: { direction: 'h', bands: [['#FCD116', 2], ['#003893'], ['#CE1126']] },
  AR: {
    direction: 'h',
    bands: [['#74ACDF'], ['#FFFFFF'], ['#74ACDF']],
    shapes: '<circle cx="30" cy="20" r="3.5" fill="#F6B40E"/>',
  },
  BO: { direction: 'h', bands: [['#D52B1E'], ['#F9E300'], ['#007934']] },
  BR: {
    direction: 'h',
    bands: [['#009C3B']],
    shapes: '<polygon points="30,5 54,20 30,35 6,20" fill="#FFDF00"/><circle cx="30" cy="20" r="8" fill="#002776"/>',
  },
  CA: { direction: 'v', bands: [['#D52B1E'], ['#FFFFFF', 2], ['#D52B1E']], shapes: star(30, 20, 7, '#D52B1E') },
  CL: {
    direction: 'h',
    bands: [['#FFFFFF'], ['#D52B1E']],
    shapes: `<rect width="20" height="20" fill="#0039A6"/>${star(10, 10, 5, '#FFFFFF')}`,
  },
  CR: { direction: 'h', bands: [['#002B7F'], ['#FFFFFF'], ['#CE1126', 2], ['#FFFFFF'], ['#002B7F']] },
  EC: { direction: 'h', bands: [['#FFDD00', 2], ['#034EA2'], ['#ED1C24']] },
  ES: { direction: 'h', bands: [['#AA151B'], ['#F1BF00', 2], ['#AA151B']] },
  US: {
    direction: 'h',
    bands: stripes(13, '#B22234', '#FFFFFF'),
    shapes: '<rect width="24" height="21.5" fill="#3C3B6E"/>',
  },
  FR: { direction: 'v', bands: [['#002654'], ['#FFFFFF'], ['#ED2939']] },
  GT: { direction: 'v', bands: [['#4997D0'], ['#FFFFFF'], ['#4997D0']] },
  IT: { direction: 'v', bands: [['#009246'], ['#FFFFFF'], ['#CE2B37']] },
  MX: {
    direction: 'v',
    bands: [['#006847'], ['#FFFFFF'], ['#CE1126']],
    shapes: '<circle cx="30" cy="20" r="4" fill="#8C5A2B"/>',
  },
  PA: {
    direction: 'h',
    bands: [['#FFFFFF']],
    shapes: `<rect x="30" width="30" height="20" fill="#DA121A"/><rect y="20" width="30" height="20" fill="#072357"/>${star(15, 10, 4, '#072357')}${star(45, 30, 4, '#DA121A')}`,
  },
  PY: { direction: 'h', bands: [['#D52B1E'], ['#FFFFFF'], ['#0038A8']] },
  PE: { direction: 'v', bands: [['#D91023'], ['#FFFFFF'], ['#D91023']] },
  PT: {
    direction: 'v',
    bands: [
      ['#046A38', 2],
      ['#DA291C', 3],
    ],
    shapes: '<circle cx="24" cy="20" r="6" fill="#FFE900"/>',
  },
  DO: {
    direction: 'h',
    bands: [['#FFFFFF']],
    shapes:
      '<rect width="26" height="16" fill="#002D62"/><rect x="34" width="26" height="16" fill="#CE1126"/>' +
      '<rect y="24" width="26" height="16" fill="#CE1126"/><rect x="34" y="24" width="26" height="16" fill="#002D62"/>',
  },
  UY: {
    direction: 'h',
    bands: stripes(9, '#FFFFFF', '#0038A8'),
    shapes: '<rect width="22" height="22.2" fill="#FFFFFF"/><circle cx="11" cy="11" r="5.5" fill="#FCD116"/>',
  },
  VE: { direction: 'h', bands: [['#FFCC00'], ['#00247D'], ['#CF142B']] },
};

const bandsSvg = ({ direction, bands }: FlagDesign): string => {
  const total = bands.reduce((sum, [, weight = 1]) => sum + weight, 0);
  const length = direction === 'h' ? HEIGHT : WIDTH;
  let offset = 0;
  return bands
    .map(([color, weight = 1]) => {
      const size = (length * weight) / total;
      const rect =
        direction === 'h'
          ? `<rect y="${offset.toFixed(2)}" width="${WIDTH}" height="${size.toFixed(2)}" fill="${color}"/>`
          : `<rect x="${offset.toFixed(2)}" width="${size.toFixed(2)}" height="${HEIGHT}" fill="${color}"/>`;
      offset += size;
      return rect;
    })
    .join('');
};

/** The flag of a country code of the list, or null for a code the site does not draw. */
export const flagSvg = (code: string, countryName: string): string | null => {
  const design = FLAGS[code.toUpperCase()];
  if (!design) return null;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${escapeHtml(countryName)}">` +
    `${bandsSvg(design)}${design.shapes ?? ''}<rect width="${WIDTH}" height="${HEIGHT}" fill="none" stroke="#0000001F"/></svg>`
  );
};
