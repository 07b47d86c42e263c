import type { ChatEvent, ChatMessage } from '@qs/shared';

type Receipt = Extract<ChatEvent, { kind: 'receipt' }>['body'];

const RANK: Record<ChatMessage['state'], number> = { sent: 0, delivered: 1, read: 2 };

/**
 * The conversation's messages by number (docs/adr/0018-live-chat.md): a message that arrives twice (the
 * stream and the `after=` read that fills a gap after a reconnect) is kept once, and its state never goes back.
 */
export const mergeMessages = (current: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] => {
  if (incoming.length === 0) return current as ChatMessage[];
  const bySeq = new Map(current.map((message) => [message.seq, message]));
  for (const message of incoming) {
    const known = bySeq.get(message.seq);
    bySeq.set(
      message.seq,
      known && RANK[known.state] > RANK[message.state] ? { ...message, state: known.state } : message,
    );
  }
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
};

/** A receipt from one side moves the other side's messages up to `upToSeq` forward (sent → delivered → read). */
export const applyReceipt = (messages: readonly ChatMessage[], { reader, upToSeq, state }: Receipt): ChatMessage[] =>
  messages.map((message) => {
    const theirs = reader === 'agent' ? message.author === 'visitor' : message.author !== 'visitor';
    return theirs && message.seq <= upToSeq && RANK[state] > RANK[message.state] ? { ...message, state } : message;
  });

export const lastSeqOf = (messages: readonly ChatMessage[]): number => messages.at(-1)?.seq ?? 0;

/** The highest number of a message written to the visitor (an agent's or the system's). */
export const lastIncomingSeq = (messages: readonly ChatMessage[]): number =>
  messages.reduce(
    (highest, message) => (message.author !== 'visitor' && message.seq > highest ? message.seq : highest),
    0,
  );
