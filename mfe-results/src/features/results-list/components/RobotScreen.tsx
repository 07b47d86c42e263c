import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmHuman } from '../api/get-compare-results';

export interface RobotScreenProps {
  /** The robot answer's signed challenge (issue 11); absent when the answer had none. */
  challenge: string | undefined;
  onConfirmed: () => void;
}

/**
 * Shown when compare answers 401 (bot suspicion); 'Soy humano!' sends the answer's challenge back, then
 * asks again. Asking again also when the API refused the challenge (expired after 2 minutes, say) is
 * deliberate: a still-suspected visitor gets this screen again with a fresh challenge.
 */
export const RobotScreen = ({ challenge, onConfirmed }: RobotScreenProps) => {
  const { t } = useTranslation('results');
  const [sending, setSending] = useState(false);
  return (
    <section className="qs-error-panel" role="alert">
      <h2 className="qs-error-panel__title">{t('robot.title')}</h2>
      <p>{t('robot.apology')}</p>
      <button
        type="button"
        className="qs-button"
        disabled={sending}
        onClick={() => {
          setSending(true);
          const confirmation = challenge === undefined ? Promise.resolve() : confirmHuman(challenge);
          void confirmation
            .catch(() => undefined)
            .finally(() => {
              setSending(false);
              onConfirmed();
            });
        }}
      >
        {t('robot.button')}
      </button>
    </section>
  );
};
