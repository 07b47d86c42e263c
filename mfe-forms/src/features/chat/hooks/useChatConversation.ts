import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, type ChatConversation, type ChatEvent, type ChatMessage } from '@qs/shared';
import {
  closeConversation,
  getConversation,
  leaveConversation,
  postReceipt,
  postTyping,
  startConversation,
  uploadAttachment,
  type ChatSession,
  type PreChatPayload,
} from '../api/chat-api';
import { applyReceipt, lastIncomingSeq, lastSeqOf, mergeMessages } from '../model/chat-messages';
import { forgetSession, readSession, saveSession } from '../model/chat-session';
import { useChatStream } from './useChatStream';
import { useUnsentQueue } from './useUnsentQueue';

/** How long the agent's 'typing' shows after their last signal, and how often the visitor's is sent. */
export const TYPING_SHOWN_MS = 4000;
export const TYPING_EVERY_MS = 3000;

/**
 * One visitor conversation (docs/adr/0018-live-chat.md): started from the pre-chat form or restored from
 * localStorage, kept live by the event stream, with the visitor's sends, receipts and typing signals.
 * `seen`: the panel is open and visible, so what arrives is read (else only delivered).
 */
export const useChatConversation = (seen: boolean) => {
  const [session, setSession] = useState<ChatSession | null>(readSession);
  const [conversation, setConversation] = useState<ChatConversation | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [agentTyping, setAgentTyping] = useState(false);
  const lastSeq = useRef(0);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const typingSent = useRef(0);

  const receive = useCallback((incoming: readonly ChatMessage[]) => {
    setMessages((current) => {
      const next = mergeMessages(current, incoming);
      lastSeq.current = lastSeqOf(next);
      return next;
    });
  }, []);
  const queue = useUnsentQueue(session, (message) => receive([message]));
  const clearQueue = queue.clear;

  const reset = useCallback(() => {
    forgetSession();
    setSession(null);
    setConversation(null);
    setMessages([]);
    clearQueue();
    lastSeq.current = 0;
  }, [clearQueue]);

  // A restore that failed on the network is tried again when the browser is back online.
  const [restoreAttempt, setRestoreAttempt] = useState(0);
  useEffect(() => {
    const again = () => setRestoreAttempt((attempt) => attempt + 1);
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, []);

  // A stored conversation is read again; one the API no longer knows (404) is forgotten.
  useEffect(() => {
    if (!session || conversation) return;
    let current = true;
    getConversation(session)
      .then((answer) => {
        if (!current) return;
        setConversation(answer.conversation);
        receive(answer.messages);
      })
      .catch((error: unknown) => {
        if (current && error instanceof ApiError && error.status === 404) reset();
        else console.error('Error al cargar la conversación del chat.', error);
      });
    return () => {
      current = false;
    };
  }, [session, conversation, receive, reset, restoreAttempt]);

  const onEvent = (event: ChatEvent) => {
    if (event.kind === 'message') receive([event.body]);
    else if (event.kind === 'receipt') setMessages((current) => applyReceipt(current, event.body));
    else if (event.kind === 'conversation')
      setConversation(
        (current) => current && { ...current, status: event.body.status, agent: event.body.agent ?? current.agent },
      );
    else if (event.body.author === 'agent') {
      setAgentTyping(true);
      clearTimeout(typingTimer.current);
      typingTimer.current = setTimeout(() => setAgentTyping(false), TYPING_SHOWN_MS);
    }
    if (event.kind === 'message' && event.body.author !== 'visitor') setAgentTyping(false);
  };
  const onOpen = () => {
    if (!session) return;
    getConversation(session, lastSeq.current)
      .then((answer) => {
        setConversation(answer.conversation);
        receive(answer.messages);
      })
      .catch((error: unknown) => console.error('Error al leer los mensajes nuevos del chat.', error));
    void queue.flush(); // the API may have been down: what waits goes now
  };
  const live = conversation?.status === 'open';
  useChatStream(session, live, { onEvent, onOpen });

  // The page going away tells the API; unless a page of this visitor picks the conversation up again (a reload, a
  // link within the site, another tab), the agent gets the notice that the customer closed the tab.
  useEffect(() => {
    if (!session || !live) return;
    const left = () => leaveConversation(session);
    window.addEventListener('pagehide', left);
    return () => window.removeEventListener('pagehide', left);
  }, [session, live]);
  useEffect(() => () => clearTimeout(typingTimer.current), []);

  // Receipts: what the agent wrote is 'read' once shown in the open panel, 'delivered' as soon as it arrives.
  useEffect(() => {
    if (!session) return;
    const unread = lastIncomingSeq(messages.filter((message) => message.state !== 'read'));
    const undelivered = lastIncomingSeq(messages.filter((message) => message.state === 'sent'));
    const [upToSeq, state] = seen ? [unread, 'read' as const] : [undelivered, 'delivered' as const];
    if (upToSeq === 0) return;
    setMessages((current) => applyReceipt(current, { reader: 'visitor', upToSeq, state }));
    postReceipt(session, upToSeq, state).catch((error: unknown) =>
      console.error('Error al enviar el acuse del chat.', error),
    );
  }, [session, messages, seen]);

  const start = async (preChat: PreChatPayload) => {
    const started = await startConversation(preChat);
    const next = { conversationId: started.conversation.id, token: started.token };
    saveSession(next);
    setSession(next);
    setConversation(started.conversation);
    receive(started.messages);
  };

  const notifyTyping = () => {
    if (!session || Date.now() - typingSent.current < TYPING_EVERY_MS) return;
    typingSent.current = Date.now();
    postTyping(session).catch((error: unknown) => console.error('Error al avisar que escribe en el chat.', error));
  };

  /** Uploads a file; answers the API's refusal (e.g. its 415 text) to show, or null. */
  const sendFile = async (file: File): Promise<string | null> => {
    if (!session) return null;
    try {
      receive([await uploadAttachment(session, file, crypto.randomUUID())]);
      return null;
    } catch (error) {
      console.error('Error al adjuntar el archivo al chat.', error);
      return error instanceof ApiError ? error.message : null;
    }
  };

  /** The visitor ends the conversation: the agent gets the close notice, and the next open is a new engagement. */
  const close = () => {
    if (session && conversation?.status !== 'closed') closeConversation(session);
    reset();
  };

  const pending = queue.unsent.filter(
    (item) =>
      !messages.some((message) => message.clientMessageId === item.clientMessageId && message.author === 'visitor'),
  );
  return {
    session,
    conversation,
    messages,
    pending,
    agentTyping,
    start,
    send: queue.enqueue,
    discard: queue.discard,
    notifyTyping,
    sendFile,
    close,
  };
};

export type ChatConversationState = ReturnType<typeof useChatConversation>;
