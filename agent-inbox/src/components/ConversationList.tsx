import type { ChatAgent } from '@qs/shared';
import type { InboxEntry } from '../api/agent-api';

export interface ConversationListProps {
  entries: InboxEntry[];
  agent: ChatAgent;
  selectedId: string | null;
  onSelect: (id: string) => void;
}

export const assigneeLabel = (entry: InboxEntry, agent: ChatAgent): string => {
  const owner = entry.conversation.agent;
  if (!owner) return 'Sin asignar';
  return owner.id === agent.id ? `${owner.name} (tú)` : owner.name;
};

const preview = ({ lastMessage }: InboxEntry): string => {
  if (!lastMessage) return 'Sin mensajes';
  return lastMessage.attachment ? `Adjunto: ${lastMessage.attachment.name}` : lastMessage.body;
};

/** One button per conversation: who wrote, about what, from which page, who has it, what was said last. */
export const ConversationList = ({ entries, agent, selectedId, onSelect }: ConversationListProps) => (
  <ul className="qs-agent-list">
    {entries.map((entry) => {
      const { conversation, unread } = entry;
      return (
        <li key={conversation.id}>
          <button
            type="button"
            aria-current={conversation.id === selectedId ? 'true' : undefined}
            onClick={() => onSelect(conversation.id)}
          >
            <span className="qs-agent-list__name">{conversation.visitor.name}</span>
            {unread > 0 && <span className="qs-agent-badge">{unread === 1 ? '1 sin leer' : `${unread} sin leer`}</span>}
            <span className="qs-agent-list__meta">
              {conversation.product} · {conversation.page}
            </span>
            <span className="qs-agent-list__meta">Atiende: {assigneeLabel(entry, agent)}</span>
            <span className="qs-agent-list__last">{preview(entry)}</span>
          </button>
        </li>
      );
    })}
  </ul>
);
