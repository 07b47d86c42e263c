import { useCallback, useEffect, useState } from 'react';
import type { ChatAgent } from '@qs/shared';
import { agentApi } from '../api/agent-api';

export type SessionState =
  { status: 'checking' } | { status: 'signed-out'; notice?: string } | { status: 'signed-in'; agent: ChatAgent };

/** The hash a sign-in link carries (api/src/cli/chat-agents.ts): `{inbox origin}/#acceso={token}`. */
const LINK_HASH = /^#acceso=([^&]+)$/;
export const INVALID_LINK = 'El enlace de acceso no es válido o ya se usó';

const linkTokenOf = (hash: string): string | null => {
  const match = LINK_HASH.exec(hash);
  return match?.[1] ?? null;
};

/** Drops the one-time token from the address bar and history at once, used or not. */
const forgetHash = () =>
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);

/** Who is signed in: a one-time link in the hash first, else the session cookie the API may already hold. */
export const useAgentSession = () => {
  const [state, setState] = useState<SessionState>({ status: 'checking' });

  useEffect(() => {
    let live = true;
    const token = linkTokenOf(window.location.hash);
    if (token) forgetHash();
    const check = token
      ? agentApi.signInWithLink(token).catch(async () => {
          // A used or expired link may still leave an open session from earlier.
          const agent = await agentApi.session().catch(() => null);
          if (!agent) throw new Error(INVALID_LINK);
          return agent;
        })
      : agentApi.session();
    check.then(
      (agent) => live && setState({ status: 'signed-in', agent }),
      (error: unknown) =>
        live && setState({ status: 'signed-out', notice: token && error instanceof Error ? INVALID_LINK : undefined }),
    );
    return () => {
      live = false;
    };
  }, []);

  const signedIn = useCallback((agent: ChatAgent) => setState({ status: 'signed-in', agent }), []);
  const signOut = useCallback(async () => {
    await agentApi.signOut().catch(() => undefined);
    setState({ status: 'signed-out', notice: 'Cerraste la sesión.' });
  }, []);
  const sessionEnded = useCallback(
    () => setState({ status: 'signed-out', notice: 'Tu sesión terminó. Inicia sesión de nuevo.' }),
    [],
  );
  return { state, signedIn, signOut, sessionEnded };
};
