/** The Colombian minimum of employees for a group (colectivo) quote (docs/product/forms.md#profile-form-rules). */
export const MIN_GROUP_EMPLOYEES = 10;
