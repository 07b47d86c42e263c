import { emailProblem } from '@qs/shared';
import { z } from '../../../common/model/zod';

/** What the visitor may ask (Ley 1581 de 2012, art. 8): know, update or delete their data. */
export const DATA_RIGHTS_KINDS = ['conocer', 'actualizar', 'suprimir'] as const;
export type DataRightsKind = (typeof DATA_RIGHTS_KINDS)[number];
export const DETAILS_MIN_LENGTH = 5;
export const DETAILS_MAX_LENGTH = 2000;

export interface DataRightsMessages {
  emailRequired: string;
  emailInvalid: string;
  kindRequired: string;
  detailsRequired: string;
  detailsTooLong: string;
}

/** The request form's rules: the API checks the same (POST /api/data-rights/requests). */
export const makeDataRightsSchema = (messages: DataRightsMessages) =>
  z
    .object({
      email: z.string().superRefine((value, ctx) => {
        const problem = emailProblem(value);
        if (problem)
          ctx.addIssue({
            code: 'custom',
            message: problem === 'required' ? messages.emailRequired : messages.emailInvalid,
          });
      }),
      kind: z
        .string()
        .refine((value) => (DATA_RIGHTS_KINDS as readonly string[]).includes(value), messages.kindRequired),
      details: z.string().max(DETAILS_MAX_LENGTH, messages.detailsTooLong),
    })
    .superRefine((values, ctx) => {
      if (values.kind === 'actualizar' && values.details.trim().length < DETAILS_MIN_LENGTH)
        ctx.addIssue({ code: 'custom', path: ['details'], message: messages.detailsRequired });
    });

export type DataRightsValues = z.input<ReturnType<typeof makeDataRightsSchema>>;

export const EMPTY_DATA_RIGHTS: DataRightsValues = { email: '', kind: '', details: '' };
