/** Seed 000 §5 / §9: the Colombian minimum of employees for a group (colectivo) quote. */
export const MIN_GROUP_EMPLOYEES = 10;
