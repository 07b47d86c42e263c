import { useId, useState, type FormEvent } from 'react';
import type { ChatAgent } from '@qs/shared';
import { agentApi } from '../api/agent-api';

export interface SignInFormProps {
  /** Why the form is shown again: an invalid link, a signed-out session. */
  notice?: string;
  onSignedIn: (agent: ChatAgent) => void;
}

/** E-mail and password; the API's own message on a refusal (wrong password, too many tries). */
export const SignInForm = ({ notice, onSignedIn }: SignInFormProps) => {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await agentApi.signIn(String(form.get('email') ?? '').trim(), String(form.get('password') ?? '')));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'No se pudo iniciar sesión.');
      setBusy(false);
    }
  };

  return (
    <section className="qs-agent-signin" aria-labelledby="qs-agent-signin-title">
      <h1 id="qs-agent-signin-title">Atención del chat</h1>
      <p>Inicia sesión con tu cuenta de agente para ver y responder las conversaciones.</p>
      {notice && (
        <p role="status" className="qs-agent-notice">
          {notice}
        </p>
      )}
      <form onSubmit={submit} noValidate aria-describedby={error ? errorId : undefined}>
        <label>
          Correo electrónico
          <input name="email" type="email" autoComplete="username" required />
        </label>
        <label>
          Contraseña
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        {error && (
          <p id={errorId} role="alert" className="qs-agent-error">
            {error}
          </p>
        )}
        <button type="submit" disabled={busy}>
          {busy ? 'Ingresando…' : 'Ingresar'}
        </button>
      </form>
    </section>
  );
};
