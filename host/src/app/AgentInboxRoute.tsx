import { lazy, Suspense } from 'react';

// Its own chunk: no other page downloads the agents' inbox, and it does not weigh on their first paint.
const AgentInboxPage = lazy(() => import(/* webpackChunkName: "agent-inbox" */ '../agent-inbox/AgentInboxPage'));

/** /agentes/chat: the chat agents' inbox (docs/adr/0018-live-chat.md), a page of the host, not of a slice. */
export const AgentInboxRoute = () => (
  <Suspense fallback={<p role="status">Cargando la bandeja del chat…</p>}>
    <AgentInboxPage />
  </Suspense>
);
