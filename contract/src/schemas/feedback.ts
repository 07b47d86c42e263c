import Type, { type Static } from 'typebox';
import { Data, Nullable } from './common.ts';

/**
 * The visitors' opinion of the site (docs/product/api.md#feedback): a score from 1 to 5 and an optional comment,
 * given from any page, which the visitor can read back and change with the token the first answer gave them.
 */

export const FEEDBACK_COMMENT_MAX = 1000;
export const FEEDBACK_TOKEN_PATTERN = '^[A-Za-z0-9_-]{32,64}$';
export const FEEDBACK_ID_PATTERN = '^fb_[A-Za-z0-9_-]{16}$';

const Rating = Type.Integer({ minimum: 1, maximum: 5, description: '1 muy mala … 5 excelente' });
const Comment = Type.String({ maxLength: FEEDBACK_COMMENT_MAX, description: 'Free text; empty is no comment' });
const Token = Type.String({ pattern: FEEDBACK_TOKEN_PATTERN, description: 'The token the creation answered' });

export const FeedbackBody = Type.Object(
  {
    rating: Rating,
    comment: Type.Optional(Comment),
    page: Type.String({ minLength: 1, maxLength: 2048, pattern: '^/', description: 'The path it was given on' }),
  },
  { additionalProperties: false },
);
export type FeedbackBody = Static<typeof FeedbackBody>;

export const FeedbackPatch = Type.Object(
  { token: Token, rating: Type.Optional(Rating), comment: Type.Optional(Comment) },
  { additionalProperties: false },
);
export type FeedbackPatch = Static<typeof FeedbackPatch>;

export const FeedbackParams = Type.Object({ id: Type.String({ pattern: FEEDBACK_ID_PATTERN }) });
export const FeedbackQuery = Type.Object({ token: Token }, { additionalProperties: false });

export const FeedbackView = Type.Object({
  id: Type.String(),
  rating: Rating,
  comment: Nullable(Type.String()),
  page: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type FeedbackView = Static<typeof FeedbackView>;

export const FeedbackAnswer = Data(FeedbackView);
export const FeedbackCreatedAnswer = Data(
  Type.Object({
    ...FeedbackView.properties,
    token: Type.String({ description: 'Keep it to read or change this opinion (GET and PATCH); shown once' }),
  }),
);
