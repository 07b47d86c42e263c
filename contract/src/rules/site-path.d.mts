/** A path of this site ('/EPS/x?pagina=2'), else null (see site-path.mjs). */
export const sitePath: (link: string | null | undefined) => string | null;
/** Percent-decoded until stable, or null when the encoding is broken or never settles. */
export const decodeFully: (text: string) => string | null;
/** Whether a text holds a control (Cc), format (Cf) or other invisible character. */
export const hasHiddenCharacter: (text: string) => boolean;
/** Whether a link's path has a '.' or '..' segment, as written or percent-decoded. */
export const hasDotSegment: (link: string) => boolean;
