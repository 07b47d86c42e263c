import { useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import type { ChatMessage } from '@qs/shared';
import { agentApi, newClientMessageId } from '../api/agent-api';
import { checkAttachment } from './attachment-rules';

export interface ReplyBoxProps {
  conversationId: string;
  onSent: (message: ChatMessage) => void;
}

/** The API accepts a typing signal this often at most per person (ADR 0018's limits). */
const TYPING_EVERY_MS = 3000;

/**
 * The answer: Enter sends, Shift+Enter starts a new line. A failed send keeps the text and its message id, so
 * "Reintentar" is the same message (the API stores it once). Typing is signalled at most every 3 s.
 */
export const ReplyBox = ({ conversationId, onSent }: ReplyBoxProps) => {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const messageId = useRef<string | null>(null);
  const lastTyping = useRef(0);
  const inputId = useId();
  const errorId = useId();

  const deliver = async (call: () => Promise<ChatMessage>, done: () => void) => {
    setBusy(true);
    setError(null);
    try {
      onSent(await call());
      done();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'No se pudo enviar.');
    } finally {
      setBusy(false);
    }
  };

  const sendText = () => {
    const body = text.trim();
    if (!body || busy) return;
    messageId.current ??= newClientMessageId();
    const id = messageId.current;
    void deliver(
      () => agentApi.reply(conversationId, body, id),
      () => {
        messageId.current = null;
        setText('');
      },
    );
  };

  const changed = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setText(event.target.value);
    // Other words are another message: the id belongs to the text that failed.
    messageId.current = null;
    const now = Date.now();
    if (now - lastTyping.current >= TYPING_EVERY_MS) {
      lastTyping.current = now;
      agentApi.typing(conversationId).catch(() => undefined);
    }
  };

  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      sendText();
    }
  };

  const attach = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkAttachment(file);
    if (problem) {
      setError(problem);
      return;
    }
    const id = newClientMessageId();
    void deliver(
      () => agentApi.attach(conversationId, file, id),
      () => undefined,
    );
  };

  return (
    <form
      className="qs-agent-reply"
      onSubmit={(event) => {
        event.preventDefault();
        sendText();
      }}
    >
      <label htmlFor={inputId}>Tu respuesta</label>
      <textarea
        id={inputId}
        value={text}
        onChange={changed}
        onKeyDown={keyDown}
        rows={3}
        maxLength={2000}
        aria-describedby={error ? errorId : undefined}
      />
      <p className="qs-agent-hint">Enter envía; Mayús + Enter agrega una línea.</p>
      {error && (
        <p id={errorId} role="alert" className="qs-agent-error">
          {error}
        </p>
      )}
      <div className="qs-agent-reply__actions">
        <label className="qs-agent-file">
          Adjuntar archivo (imagen o PDF, hasta 5 MB)
          <input
            type="file"
            accept="image/jpeg,image/png,image/gif,image/webp,application/pdf"
            onChange={attach}
            disabled={busy}
          />
        </label>
        <button type="submit" disabled={busy || !text.trim()}>
          {error && messageId.current ? 'Reintentar' : 'Enviar'}
        </button>
      </div>
    </form>
  );
};
