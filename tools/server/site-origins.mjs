// The origins the site is served from: the main host and partner subdomains of it.
const port = process.env.QS_HOST_PORT ?? '3000';
const extra = (process.env.QS_SITE_ORIGINS ?? '').split(',').map((origin) => origin.trim()).filter(Boolean);

export const isSiteOrigin = (origin) => {
  if (!origin) return false;
  if (extra.includes(origin)) return true;
  try {
    const url = new URL(origin);
    const localHost = url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname.endsWith('.localhost');
    return url.protocol === 'http:' && localHost && url.port === port;
  } catch {
    return false;
  }
};
