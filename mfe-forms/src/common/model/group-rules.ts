/** The Colombian minimum of employees for a group (colectivo) quote (docs/product/forms.md#profile-form-rules). */
export { GROUP_EMPLOYEES_MIN as MIN_GROUP_EMPLOYEES } from '@qs/shared';
