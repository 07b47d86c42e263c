/** Seed 000 §4: the compare checkbox is offered on desktop only. */
export const DESKTOP_QUERY = '(min-width: 992px)';
