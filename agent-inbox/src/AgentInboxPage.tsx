import { useEffect } from 'react';
import { Inbox } from './components/Inbox';
import { SignInForm } from './components/SignInForm';
import { useAgentSession } from './hooks/useAgentSession';
import './agent-inbox.css';

/**
 * The agents' page, the staff app's only one (docs/adr/0018-live-chat.md): sign in (password or one-time link), then the
 * inbox. Its own layout: no site header, menu or footer. Never indexed (React 19 hoists the meta into <head>).
 */
const AgentInboxPage = () => {
  const { state, signedIn, signOut, sessionEnded } = useAgentSession();
  useEffect(() => {
    const previous = document.title;
    document.title = 'Bandeja del chat · Agentes';
    return () => {
      document.title = previous;
    };
  }, []);

  return (
    <main className="qs-agent-page" id="contenido">
      <meta name="robots" content="noindex, nofollow" />
      {state.status === 'checking' && <p role="status">Comprobando tu sesión…</p>}
      {state.status === 'signed-out' && <SignInForm notice={state.notice} onSignedIn={signedIn} />}
      {state.status === 'signed-in' && (
        <Inbox agent={state.agent} onSignOut={() => void signOut()} onSessionEnded={sessionEnded} />
      )}
    </main>
  );
};

// src/index.tsx mounts it; a default export, as the tests import it.
export default AgentInboxPage;
