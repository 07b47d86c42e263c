import Type, { type Static } from 'typebox';
import { Data } from './common.ts';

/** Operational calls: the robot clearance, version, chat availability, health and client error reports. */

/** A nonce is a short counter or token; a longer one is no answer (and is not worth hashing). */
export const NONCE_PATTERN = '^[0-9A-Za-z_-]{1,32}$';

export const NotRobotBody = Type.Object({
  challenge: Type.String({ minLength: 1, maxLength: 1024 }),
  nonce: Type.Optional(Type.String({ pattern: NONCE_PATTERN })),
});
export type NotRobotBody = Static<typeof NotRobotBody>;

/** The bare GET of the clearance (what the product's call was) is refused with 405; its query is bounded all the same. */
export const NotRobotQuery = Type.Object({
  _fh: Type.Optional(Type.String({ maxLength: 64 })),
  forceRefresh: Type.Optional(Type.Integer()),
});

export const NotRobotAnswer = Data(Type.Object({ human: Type.Literal(true) }));

export const VersionAnswer = Data(
  Type.Object({ name: Type.String(), version: Type.String(), catalogueVersion: Type.String() }),
);
export type VersionAnswer = Static<typeof VersionAnswer>;

export const ChatAvailability = Type.Object({
  active: Type.Boolean({ description: 'Within support hours, chat switched on, and not a partner without chat' }),
  hours: Type.String({ description: 'The support hours as the site states them' }),
  agentsOnline: Type.Boolean({
    description:
      'An agent has the chat inbox open (docs/adr/0018-live-chat.md): otherwise the widget offers to leave the question',
  }),
});
export type ChatAvailability = Static<typeof ChatAvailability>;
export const ChatAvailabilityAnswer = Data(ChatAvailability);

export const HealthAnswer = Data(
  Type.Object({
    status: Type.Literal('ok'),
    version: Type.String(),
    catalogueVersion: Type.String(),
    plans: Type.Integer(),
    documents: Type.Object({ total: Type.Integer(), generated: Type.Integer({ description: 'PDFs already drawn' }) }),
  }),
);

const text = (maxLength: number) => Type.String({ maxLength });

export const ClientErrorBody = Type.Object({
  kind: Type.Union([
    Type.Literal('remote-load'),
    Type.Literal('render'),
    Type.Literal('not-found'),
    Type.Literal('api'),
    Type.Literal('unhandled'),
  ]),
  message: Type.String({ minLength: 1, maxLength: 2000 }),
  slice: Type.Optional(text(40)),
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 999 })),
  url: Type.Optional(text(2000)),
  country: Type.Optional(text(8)),
});
export type ClientErrorBody = Static<typeof ClientErrorBody>;

export const ClientErrorAnswer = Data(Type.Object({ id: Type.Integer() }));
