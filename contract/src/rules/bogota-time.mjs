// @ts-check
// A moment as the site writes it for a visitor in Colombia: the date and time in Bogotá, in Spanish. Plain
// JavaScript without dependencies, typed by bogota-time.d.mts, so the API (the receipt) and the pages (the
// payment view) write the same words.

const FORMAT = new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Bogota' });

/** '28 de noviembre de 2026 a las 10:05 a. m.' for an ISO time. */
export const formatBogotaTime = (/** @type {string} */ iso) => FORMAT.format(new Date(iso));
