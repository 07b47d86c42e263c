import { useTranslation } from 'react-i18next';
import type { Profile } from '@qs/shared';
import { useShareResults } from '../hooks/useShareResults';
import { ManualCopyField } from './ManualCopyField';
import './share.css';

export interface ShareResultsButtonProps {
  profile: Profile | null;
}

/**
 * Shares the current results view (path, query and profile) as {origin}/url/{link} (docs/product/results.md#share) and
 * says so in a polite live region for 2000 ms.
 */
export const ShareResultsButton = ({ profile }: ShareResultsButtonProps) => {
  const { t } = useTranslation('results');
  const { state, share } = useShareResults(profile);
  const sharing = state.status === 'sharing';

  return (
    <div className="qs-share">
      <button
        type="button"
        className="qs-button qs-share__button"
        onClick={share}
        disabled={sharing}
        aria-busy={sharing}
      >
        {t('share.button')}
      </button>
      {/* Present from the start (a region inserted with its text is often not read); no status role, so the
          page's own loading status stays the only one. */}
      <p className="qs-share__notice" aria-live="polite" aria-atomic="true">
        {state.status === 'copied' ? t('share.copied') : ''}
      </p>
      {state.status === 'manual' && <ManualCopyField link={state.link} />}
      {state.status === 'error' && (
        <div className="qs-share__error" role="alert">
          <span>{t('share.error')}</span>
          <button type="button" className="qs-button" onClick={share}>
            {t('share.retry')}
          </button>
        </div>
      )}
    </div>
  );
};
