import Type, { type Static } from 'typebox';
import { Data, Nullable } from './common.ts';
import { OptionalProfile } from './profile.ts';

/** Shared links (docs/product/api.md#shared-links): a results view and profile behind /url/{link}. */

export const LINK_PATTERN = '^[A-Za-z0-9]{4,16}$';

/**
 * A view to share, with the profile its compare will be asked with: the compare profile's own schema, so a
 * link cannot carry a profile that makes the visitor's compare answer 400 or their results page crash.
 */
export const SharedLinkBody = Type.Object({
  url: Type.String({ minLength: 1, maxLength: 2000 }),
  decodedProfile: Type.Optional(OptionalProfile),
});
export type SharedLinkBody = Static<typeof SharedLinkBody>;

export const SharedLinkParams = Type.Object({ link: Type.String({ pattern: LINK_PATTERN }) });

export const CreatedSharedLink = Type.Object({
  link: Type.String(),
  path: Type.String({ description: '/url/{link}' }),
});
export type CreatedSharedLink = Static<typeof CreatedSharedLink>;
export const CreatedSharedLinkAnswer = Data(CreatedSharedLink);

export const SharedLink = Type.Object({
  link: Type.String(),
  url: Type.String({ description: 'The shared page, as a path of the site' }),
  // The profile as the visitor's compare sent it (the compare profile's schema, other keys kept): open on purpose.
  decodedProfile: Nullable(Type.Object({}, { additionalProperties: true })),
  createdAt: Type.String(),
});
export type SharedLink = Static<typeof SharedLink>;
export const SharedLinkAnswer = Data(SharedLink);
