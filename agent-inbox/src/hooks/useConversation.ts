import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatConversation, ChatEvent, ChatMessage } from '@qs/shared';
import { agentApi } from '../api/agent-api';
import type { InboxSubscribe } from './useInbox';

/** How long 'El cliente está escribiendo…' stays after the visitor's last typing signal. */
const TYPING_SHOWN_MS = 4000;

/** Messages by number, each once: a live event and a reload may bring the same one. */
export const mergeMessages = (current: ChatMessage[], added: ChatMessage[]): ChatMessage[] => {
  const bySeq = new Map(current.map((message) => [message.seq, message]));
  for (const message of added) bySeq.set(message.seq, message);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
};

/**
 * One conversation, kept live from the inbox's stream: its messages, their receipts, the visitor typing,
 * and who has it. Visitor messages on screen are reported read.
 */
export const useConversation = (id: string, subscribe: InboxSubscribe) => {
  const [conversation, setConversation] = useState<ChatConversation | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [visitorTyping, setVisitorTyping] = useState(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const reportedRead = useRef(0);

  const load = useCallback(async () => {
    try {
      const detail = await agentApi.conversation(id);
      setConversation(detail.conversation);
      setMessages((current) => mergeMessages(current, detail.messages));
      setError(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'No se pudo abrir la conversación.');
    }
  }, [id]);

  useEffect(() => {
    setConversation(null);
    setMessages([]);
    reportedRead.current = 0;
    void load();
  }, [load]);

  useEffect(
    () =>
      subscribe((event: ChatEvent | null) => {
        if (event === null) return void load();
        if (event.conversationId !== id) return;
        if (event.kind === 'message') {
          setMessages((current) => mergeMessages(current, [event.body]));
          if (event.body.author === 'visitor') setVisitorTyping(false);
        } else if (event.kind === 'receipt' && event.body.reader === 'visitor') {
          const { upToSeq, state } = event.body;
          setMessages((current) =>
            current.map((message) =>
              message.author === 'agent' && message.seq <= upToSeq && message.state !== 'read'
                ? { ...message, state }
                : message,
            ),
          );
        } else if (event.kind === 'typing' && event.body.author === 'visitor') {
          setVisitorTyping(true);
          clearTimeout(typingTimer.current);
          typingTimer.current = setTimeout(() => setVisitorTyping(false), TYPING_SHOWN_MS);
        } else if (event.kind === 'conversation') {
          void load();
        }
      }),
    [id, load, subscribe],
  );

  useEffect(() => () => clearTimeout(typingTimer.current), []);

  // What is on screen has been read: the highest visitor message shown, once per number.
  useEffect(() => {
    const upToSeq = Math.max(
      0,
      ...messages.filter((message) => message.author === 'visitor').map((message) => message.seq),
    );
    if (upToSeq > reportedRead.current) {
      reportedRead.current = upToSeq;
      agentApi.read(id, upToSeq).catch(() => undefined);
    }
  }, [id, messages]);

  const added = useCallback((message: ChatMessage) => setMessages((current) => mergeMessages(current, [message])), []);

  return { conversation, setConversation, messages, setMessages, added, error, visitorTyping, reload: load };
};
