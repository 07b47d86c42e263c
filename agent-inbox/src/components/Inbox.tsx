import { useCallback, useId, useState } from 'react';
import type { ChatAgent, ChatEvent } from '@qs/shared';
import type { InboxEntry } from '../api/agent-api';
import { useInbox } from '../hooks/useInbox';
import { ConversationList } from './ConversationList';
import { ConversationView } from './ConversationView';

export interface InboxProps {
  agent: ChatAgent;
  onSignOut: () => void;
  /** The API no longer knows the session (it expired): back to the sign-in form. */
  onSessionEnded?: () => void;
}

type Status = 'open' | 'closed';
const TABS: Array<{ status: Status; label: string }> = [
  { status: 'open', label: 'Abiertas' },
  { status: 'closed', label: 'Cerradas' },
];

/** The signed-in agent's screen: the conversations of one status, live, and the one opened. */
export const Inbox = ({ agent, onSignOut, onSessionEnded }: InboxProps) => {
  const [status, setStatus] = useState<Status>('open');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const listTitle = useId();

  // A visitor's new message anywhere is said aloud; the open conversation's log says its own.
  const announce = useCallback((event: ChatEvent, entries: InboxEntry[]) => {
    if (event.kind !== 'message' || event.body.author !== 'visitor') return;
    const name = entries.find((entry) => entry.conversation.id === event.conversationId)?.conversation.visitor.name;
    setAnnouncement(name ? `Nuevo mensaje de ${name}` : 'Nueva conversación en la bandeja');
  }, []);
  const { entries, error, subscribe } = useInbox(status, { onEvent: announce, onSessionEnded });

  return (
    <div className="qs-agent-inbox">
      <header className="qs-agent-bar">
        <h1>Bandeja del chat</h1>
        <p>
          Sesión de <strong>{agent.name}</strong>
        </p>
        <button type="button" className="qs-agent-secondary" onClick={onSignOut}>
          Cerrar sesión
        </button>
      </header>
      <p role="status" className="qs-visually-hidden">
        {announcement}
      </p>
      <div className="qs-agent-columns">
        <nav aria-labelledby={listTitle} className="qs-agent-sidebar">
          <h2 id={listTitle}>Conversaciones</h2>
          <div role="group" aria-label="Estado de las conversaciones" className="qs-agent-tabs">
            {TABS.map((tab) => (
              <button
                key={tab.status}
                type="button"
                aria-pressed={status === tab.status}
                onClick={() => setStatus(tab.status)}
              >
                {tab.label}
              </button>
            ))}
          </div>
          {error && <p role="alert">{error}</p>}
          {!entries && !error && <p role="status">Cargando conversaciones…</p>}
          {entries?.length === 0 && (
            <p>{status === 'open' ? 'No hay conversaciones abiertas.' : 'No hay conversaciones cerradas.'}</p>
          )}
          {entries && entries.length > 0 && (
            <ConversationList entries={entries} agent={agent} selectedId={selectedId} onSelect={setSelectedId} />
          )}
        </nav>
        <section className="qs-agent-main" aria-label="Conversación seleccionada">
          {selectedId ? (
            <ConversationView key={selectedId} id={selectedId} agent={agent} subscribe={subscribe} />
          ) : (
            <p className="qs-agent-hint">Elige una conversación de la lista para verla.</p>
          )}
        </section>
      </div>
    </div>
  );
};
