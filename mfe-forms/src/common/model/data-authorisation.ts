import { z } from './zod';

/**
 * The authorisation checkbox of a form that collects personal data (Ley 1581 de 2012, docs/security.md#data-authorisation):
 * unticked at first, and required: the form is not sent until the visitor ticks it.
 */
export const authorisationField = (message: string) => z.boolean({ message }).refine((ticked) => ticked, { message });
