/** The API names icons; the site has no icon font, so each name maps to an emoji (decorative: names are labels). */
const ICONS: Record<string, string> = {
  ambulance: '🚑', baby: '👶', bed: '🛏️', braces: '😁', doctor: '🧑‍⚕️', eye: '👁️', glasses: '👓', heart: '❤️',
  'heart-pulse': '💓', helicopter: '🚁', home: '🏠', hospital: '🏥', microscope: '🔬', paw: '🐾', phone: '📞',
  pill: '💊', ribbon: '🎗️', scalpel: '🩺', shield: '🛡️', siren: '🚨', stethoscope: '🩺', therapy: '🤸', tooth: '🦷',
  virus: '🦠', wheelchair: '♿', xray: '🩻',
};

export const iconGlyph = (name: string | undefined): string => (name && ICONS[name]) || '✚';
