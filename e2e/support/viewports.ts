/**
 * Marks a test whose page lays out, opens or hides things differently on a phone (375 px, touch): the `mobile`
 * project runs only these (playwright.config.ts). Behaviour that does not depend on the viewport (routes, data,
 * errors, partner rules, preload hints) is checked once, on desktop.
 */
export const PHONE = { tag: '@phone' } as const;
