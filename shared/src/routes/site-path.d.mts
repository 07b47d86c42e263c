/** A path of this site ('/EPS/x?pagina=2'), else null (see site-path.mjs). */
export const sitePath: (link: string | null | undefined) => string | null;
