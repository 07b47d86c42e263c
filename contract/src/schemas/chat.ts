import Type, { type Static } from 'typebox';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  PHONE_PATTERN,
} from '../rules/field-rules.mjs';
import { DataAuthorisation } from './privacy.ts';
import { Data, Nullable } from './common.ts';

/** The live chat (docs/adr/0018-live-chat.md): the visitor's widget and the agents' inbox. */

/** The pre-chat form's texts (docs/product/chat.md#pre-chat-form): every field is required; the e-mail must be one. */
export const PRE_CHAT_MESSAGES = {
  required: 'campo requerido',
  email: 'Por favor, ingrese su dirección de correo electrónico válido',
} as const;

export const MESSAGE_MAX_LENGTH = 2000;

export const PreChat = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: NAME_MAX_LENGTH }),
    email: Type.String({ minLength: 1, maxLength: EMAIL_MAX_LENGTH, pattern: EMAIL_PATTERN }),
    phone: Type.String({ minLength: 1, maxLength: PHONE_MAX_LENGTH, pattern: PHONE_PATTERN }),
    product: Type.String({
      minLength: 1,
      maxLength: 80,
      description: 'The product-type option the visitor chose (preset from the page path)',
    }),
    page: Type.String({ minLength: 1, maxLength: 500, description: 'The path the chat was started on' }),
    language: Type.Union([Type.Literal('es'), Type.Literal('en'), Type.Literal('pt')]),
    question: Type.Optional(
      Type.String({ maxLength: MESSAGE_MAX_LENGTH, description: 'An initial question: the first message' }),
    ),
    autorizacionDatos: DataAuthorisation,
  },
  { additionalProperties: false },
);
export type PreChat = Static<typeof PreChat>;

export const ChatMessage = Type.Object({
  seq: Type.Integer({ description: 'The message number in its conversation, from 1' }),
  author: Type.Union([Type.Literal('visitor'), Type.Literal('agent'), Type.Literal('system')]),
  body: Type.String({ description: 'Plain text, shown as text (never HTML)' }),
  clientMessageId: Nullable(Type.String()),
  agentName: Nullable(Type.String()),
  attachment: Nullable(
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      type: Type.String({
        description:
          'image/jpeg, image/png, image/gif, image/webp or application/pdf: read from the bytes, not the name',
      }),
      size: Type.Integer(),
    }),
  ),
  sentAt: Type.String(),
  state: Type.Union([Type.Literal('sent'), Type.Literal('delivered'), Type.Literal('read')]),
});
export type ChatMessage = Static<typeof ChatMessage>;

export const ChatConversation = Type.Object({
  id: Type.String(),
  status: Type.Union([Type.Literal('open'), Type.Literal('closed')]),
  closedBy: Nullable(Type.Union([Type.Literal('visitor'), Type.Literal('agent')])),
  visitor: Type.Object({ name: Type.String(), email: Type.String(), phone: Type.String() }),
  product: Type.String(),
  page: Type.String(),
  language: Type.String(),
  agent: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  lastSeq: Type.Integer(),
});
export type ChatConversation = Static<typeof ChatConversation>;

/** What the live stream carries (Server-Sent Events, `event:` the kind, `data:` this object). */
export type ChatEvent =
  | { id: number; kind: 'message'; conversationId: string; body: ChatMessage }
  | {
      id: number;
      kind: 'receipt';
      conversationId: string;
      body: { reader: 'visitor' | 'agent'; upToSeq: number; state: 'delivered' | 'read' };
    }
  | { id: number; kind: 'typing'; conversationId: string; body: { author: 'visitor' | 'agent' } }
  | {
      id: number;
      kind: 'conversation';
      conversationId: string;
      body: { status: 'open' | 'closed'; closedBy?: 'visitor' | 'agent'; agent?: { id: number; name: string } };
    };

export const ConversationWithMessages = Type.Object({
  conversation: ChatConversation,
  messages: Type.Array(ChatMessage),
});
export const ConversationAnswer = Data(ConversationWithMessages);
export const StartedConversationAnswer = Data(
  Type.Object({
    token: Type.String({
      description:
        "The visitor's secret for this conversation: sent back in x-chat-token (or ?token= where a header cannot be set)",
    }),
    conversation: ChatConversation,
    messages: Type.Array(ChatMessage),
  }),
);

export const ConversationParams = Type.Object({ id: Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}$' }) });
export const VisitorQuery = Type.Object(
  {
    token: Type.Optional(Type.String({ maxLength: 64 })),
    after: Type.Optional(Type.Integer({ minimum: 0, description: 'Only messages after this number' })),
  },
  { additionalProperties: false },
);

export const SendMessageBody = Type.Object(
  {
    body: Type.String({ minLength: 1, maxLength: MESSAGE_MAX_LENGTH }),
    clientMessageId: Type.String({
      pattern: '^[A-Za-z0-9_.:-]{1,64}$',
      description: "The sender's id: the same message sent again is stored once",
    }),
  },
  { additionalProperties: false },
);
export const MessageAnswer = Data(ChatMessage);

export const ReceiptBody = Type.Object(
  {
    upToSeq: Type.Integer({ minimum: 1 }),
    state: Type.Union([Type.Literal('delivered'), Type.Literal('read')]),
  },
  { additionalProperties: false },
);

/** The close call may come from `navigator.sendBeacon` on pagehide, which cannot set headers: the token may be in the query. */
export const CloseBody = Type.Object(
  { reason: Type.Optional(Type.Literal('tab-closed')) },
  { additionalProperties: false },
);

/** A Server-Sent Events stream: `text/event-stream`, not JSON. */
export const EventStream = Type.String({
  description: 'text/event-stream: events message, receipt, typing, conversation (data: JSON)',
});

/** An attachment is sent as the raw bytes of the file (`Content-Type: application/octet-stream`). */
export const AttachmentQuery = Type.Object(
  {
    token: Type.Optional(Type.String({ maxLength: 64 })),
    name: Type.String({ minLength: 1, maxLength: 200, description: "The file's name as the visitor chose it" }),
    clientMessageId: Type.String({ pattern: '^[A-Za-z0-9_.:-]{1,64}$' }),
  },
  { additionalProperties: false },
);
export const AttachmentParams = Type.Object({
  id: Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}$' }),
  attachment: Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}$' }),
});
export const AttachmentFile = Type.String({ description: "The file's bytes, with its type" });

export const AgentLoginBody = Type.Object(
  {
    email: Type.String({ minLength: 3, maxLength: EMAIL_MAX_LENGTH }),
    password: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);
export const AgentLinkBody = Type.Object(
  { token: Type.String({ minLength: 16, maxLength: 64 }) },
  { additionalProperties: false },
);
export const ChatAgent = Type.Object({ id: Type.Integer(), name: Type.String(), email: Type.String() });
export type ChatAgent = Static<typeof ChatAgent>;
export const AgentAnswer = Data(ChatAgent);

export const ConversationListQuery = Type.Object(
  { status: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('closed')])) },
  { additionalProperties: false },
);
export const ConversationListAnswer = Data(
  Type.Array(
    Type.Object({
      conversation: ChatConversation,
      lastMessage: Nullable(ChatMessage),
      unread: Type.Integer({ description: 'Visitor messages the agents have not read' }),
    }),
  ),
);

export const WebchatConfigParams = Type.Object({
  appLanguage: Type.String({
    pattern: '^[a-z0-9]{1,30}-(es|en|pt|ES|EN|PT)$',
    description: '{app}-{language}, e.g. colombia-es',
  }),
});
export const WebchatConfig = Type.Object({
  baseConfig: Type.Object({
    app: Type.String(),
    language: Type.Union([Type.Literal('es'), Type.Literal('en'), Type.Literal('pt')]),
    width: Type.String(),
    fileAttachments: Type.Object({
      enabled: Type.Boolean(),
      maxBytes: Type.Integer(),
      acceptedTypes: Type.Array(Type.String()),
    }),
    messageMaxLength: Type.Integer(),
    productOptions: Type.Array(Type.String()),
    productIndexByPath: Type.Array(Type.Object({ path: Type.String(), index: Type.Integer() })),
    supportHours: Type.String(),
  }),
  valuesConfig: Type.Object({
    siteName: Type.String(),
    submitLabel: Type.String(),
    requiredMessage: Type.String(),
    emailMessage: Type.String(),
    header: Type.String(),
    welcome: Type.String(),
    offline: Type.String(),
    noAgents: Type.String(),
    leaveQuestion: Type.String(),
    closed: Type.String(),
    placeholder: Type.String(),
  }),
});
export type WebchatConfig = Static<typeof WebchatConfig>;
/** The product's shape: `data.data.baseConfig` and `valuesConfig` (docs/product/chat.md#calls). */
export const WebchatConfigAnswer = Data(Data(WebchatConfig));
