/** Opening hours as the country config states them: the days, and the times on the 24-hour clock ('09:00', '18:30'). */
export interface OpeningHours {
  days: string;
  opens: string;
  closes: string;
}

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/** '09:00' → '9:00', '18:30' → '18:30': the 24-hour clock, the hour without a leading zero. */
export const formatTimeOfDay = (time: string): string => {
  const match = TIME.exec(time);
  return match ? `${Number(match[1])}:${match[2]}` : time;
};

/**
 * The one way every slice writes opening hours (docs/product/forms.md#formats: the site had '9:00 a 18:30' beside
 * '9:00 AM a 6:30 PM'): 'Lunes a viernes de 9:00 a 18:30', the 24-hour clock Colombia's forms and
 * API texts already use.
 */
export const formatOpeningHours = ({ days, opens, closes }: OpeningHours): string =>
  `${days} de ${formatTimeOfDay(opens)} a ${formatTimeOfDay(closes)}`;
