/** Support hours (docs/product/api.md#reference-data), as the site states them. */
export const SUPPORT_HOURS = 'Lunes a viernes de 9:00 a 18:30';

/** Colombia has no daylight saving time: Bogotá is always UTC-5. */
const BOGOTA_OFFSET_MS = -5 * 60 * 60 * 1000;

export const isWithinSupportHours = (now: Date): boolean => {
  const local = new Date(now.getTime() + BOGOTA_OFFSET_MS);
  const day = local.getUTCDay();
  const minutes = local.getUTCHours() * 60 + local.getUTCMinutes();
  return day >= 1 && day <= 5 && minutes >= 9 * 60 && minutes < 18 * 60 + 30;
};
