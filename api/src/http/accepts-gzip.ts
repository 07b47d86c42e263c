/**
 * Whether a request's Accept-Encoding (RFC 9110 §12.5.3) takes gzip: named with a q above 0, or not named and
 * `*` has one. Every browser's does; a client that sends none gets the answer as it is.
 */
export const acceptsGzip = (header: string | string[] | undefined): boolean => {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  let gzip: number | undefined;
  let any: number | undefined;
  for (const item of text.split(',')) {
    const [name = '', ...params] = item.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    const value = Number.isFinite(weight) ? weight : 0;
    if (name === 'gzip' || name === 'x-gzip') gzip = value;
    else if (name === '*') any = value;
  }
  return (gzip ?? any ?? 0) > 0;
};
