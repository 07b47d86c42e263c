import { hashInt } from '../../catalogue/hash';

/** Icon glyphs of the banner config (`icon`), drawn in a 100×100 box; unknown icons get the cross. */
const GLYPHS: Record<string, string> = {
  eps: 'M38 14h24v24h24v24H62v24H38V62H14V38h24z',
  shield: 'M50 8 86 22v26c0 22-15 38-36 46C29 86 14 70 14 48V22z',
  stethoscope:
    'M26 10v30a24 24 0 0 0 48 0V10h-10v30a14 14 0 0 1-28 0V10zM50 64v14a12 12 0 0 0 24 0v-8h-8v8a4 4 0 0 1-8 0V64z',
  company: 'M16 90V30l30-14v74zM54 90V40h30v50zM24 38h8v8h-8zm0 16h8v8h-8zm38-4h8v8h-8zm0 16h8v8h-8z',
  pet: 'M50 52c14 0 26 14 26 26 0 8-8 12-14 10-6-2-8-4-12-4s-6 2-12 4c-6 2-14-2-14-10 0-12 12-26 26-26zM24 30a9 11 0 1 0 .1 0zm52 0a9 11 0 1 0 .1 0zM38 12a9 11 0 1 0 .1 0zm24 0a9 11 0 1 0 .1 0z',
};

/** A colour 0–1 darker, for the gradient's far end. */
const darken = (hex: string, amount: number): string => {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.round(((value >> shift) & 255) * (1 - amount));
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('')}`;
};

/**
 * The compare banner's background: the comparator's colour as a gradient, soft circles placed from its
 * name (the same name always draws the same picture) and its icon large on the right. Decorative only:
 * the page writes the title and description over the left half, so the picture has no text.
 */
export const bannerSvg = (name: string, color: string, icon: string): string => {
  const seed = hashInt(name);
  const circles = [0, 1, 2, 3]
    .map((i) => {
      const cx = 640 + ((seed >> (i * 5)) % 520);
      const cy = 30 + ((seed >> (i * 3 + 2)) % 240);
      const r = 40 + ((seed >> (i * 4 + 1)) % 90);
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#FFFFFF" fill-opacity="${(0.06 + i * 0.03).toFixed(2)}"/>`;
    })
    .join('');
  const glyph = GLYPHS[icon] ?? GLYPHS.eps;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="300" viewBox="0 0 1200 300" preserveAspectRatio="xMaxYMid slice" aria-hidden="true">' +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${darken(color, 0.35)}"/></linearGradient></defs>` +
    `<rect width="1200" height="300" fill="url(#g)"/>${circles}` +
    `<g transform="translate(930 40) scale(2.2)" fill="#FFFFFF" fill-opacity="0.22"><path d="${glyph}"/></g></svg>`
  );
};
