import type { ChatMessage } from '@qs/shared';
import { applyReceipt, lastIncomingSeq, mergeMessages } from './chat-messages';

const message = (
  seq: number,
  author: ChatMessage['author'] = 'visitor',
  state: ChatMessage['state'] = 'sent',
): ChatMessage => ({
  seq,
  author,
  body: `mensaje ${seq}`,
  clientMessageId: author === 'visitor' ? `c-${seq}` : null,
  agentName: author === 'agent' ? 'Laura' : null,
  attachment: null,
  sentAt: '2026-11-27T15:00:00.000Z',
  state,
});

describe('mergeMessages', () => {
  it('keeps each number once, in order, whatever the order and repetition of arrival', () => {
    const merged = mergeMessages([message(1), message(3)], [message(2, 'agent'), message(3), message(1)]);
    expect(merged.map((item) => item.seq)).toEqual([1, 2, 3]);
    expect(mergeMessages(merged, [message(2, 'agent')])).toHaveLength(3);
  });

  it('never moves a state back when an older copy arrives late', () => {
    const merged = mergeMessages([message(1, 'visitor', 'read')], [message(1, 'visitor', 'sent')]);
    expect(merged[0]?.state).toBe('read');
  });
});

describe('applyReceipt', () => {
  it("moves the other side's messages up to the number forward, never back", () => {
    const messages = [message(1), message(2, 'agent'), message(3, 'visitor', 'read'), message(4)];
    const after = applyReceipt(messages, { reader: 'agent', upToSeq: 3, state: 'delivered' });
    expect(after.map((item) => item.state)).toEqual(['delivered', 'sent', 'read', 'sent']);
  });

  it('the highest incoming number ignores the visitor’s own messages', () => {
    expect(lastIncomingSeq([message(1, 'system'), message(2, 'agent'), message(3)])).toBe(2);
  });
});
