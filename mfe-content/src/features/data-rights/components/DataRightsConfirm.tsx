import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, paths, useHydrated, type DataRightsOutcome } from '@qs/shared';
import { LandingIntro } from '../../../common/components/LandingIntro';
import { confirmDataRightsRequest } from '../api/data-rights-api';
import { DataRightsResult } from './DataRightsResult';

type ConfirmState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done'; outcome: DataRightsOutcome }
  | { kind: 'failed'; message: string };

/** The link's token: in the fragment (#token=…), which no server or log receives; `?token=` is read too. */
const tokenOfLocation = (): string | null =>
  new URLSearchParams(window.location.hash.slice(1)).get('token') ??
  new URLSearchParams(window.location.search).get('token');

/**
 * /derechos-sobre-mis-datos/confirmar: the visitor confirms the request with a button (a mail scanner that opens the
 * link executes nothing), then reads the outcome: the summary of their data, the update recorded, or the deletion.
 */
export const DataRightsConfirm = () => {
  const { t } = useTranslation('content');
  const titleId = `${useId()}-title`;
  const live = useHydrated();
  // undefined until the browser has read the address (the server does not see the fragment).
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [state, setState] = useState<ConfirmState>({ kind: 'idle' });
  const resultRef = useRef<HTMLDivElement>(null);
  useEffect(() => setToken(tokenOfLocation()), []);
  useEffect(() => {
    if (state.kind === 'done' || state.kind === 'failed') resultRef.current?.focus();
  }, [state.kind]);

  const confirm = async () => {
    if (!token || state.kind === 'sending') return;
    setState({ kind: 'sending' });
    try {
      const outcome = await confirmDataRightsRequest(token);
      // The link is used: it leaves the address bar and the history entry.
      window.history.replaceState(window.history.state, '', window.location.pathname);
      setState({ kind: 'done', outcome });
    } catch (error) {
      setState({
        kind: 'failed',
        message: error instanceof ApiError && error.status > 0 ? error.message : t('dataRights.confirm.failed'),
      });
    }
  };

  return (
    <article className="qs-content-page qs-data-rights" aria-labelledby={titleId}>
      <LandingIntro titleId={titleId} title={t('dataRights.confirm.title')} />
      {state.kind === 'done' ? (
        <div ref={resultRef} tabIndex={-1} className="qs-data-rights__panel">
          <DataRightsResult outcome={state.outcome} />
        </div>
      ) : token === null ? (
        <div className="qs-data-rights__panel">
          <p>{t('dataRights.confirm.noToken')}</p>
          <p>
            <a href={paths.dataRights.getHref()}>{t('dataRights.confirm.askAgain')}</a>
          </p>
        </div>
      ) : (
        <div className="qs-data-rights__panel">
          <p>{t('dataRights.confirm.intro')}</p>
          {state.kind === 'failed' && (
            <div ref={resultRef} tabIndex={-1} role="alert" className="qs-data-rights__error">
              <p>{state.message}</p>
              <p>
                <a href={paths.dataRights.getHref()}>{t('dataRights.confirm.askAgain')}</a>
              </p>
            </div>
          )}
          <button
            type="button"
            className="qs-button"
            onClick={() => void confirm()}
            disabled={!live || token === undefined}
            aria-disabled={state.kind === 'sending'}
          >
            {state.kind === 'sending' ? t('dataRights.confirm.sending') : t('dataRights.confirm.submit')}
          </button>
        </div>
      )}
    </article>
  );
};
