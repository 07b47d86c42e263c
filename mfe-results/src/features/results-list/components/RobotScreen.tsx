import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmHuman } from '../api/get-compare-results';

export interface RobotScreenProps {
  onConfirmed: () => void;
}

/** Shown when compare answers 401 (bot suspicion); 'Soy humano!' clears it and asks again. */
export const RobotScreen = ({ onConfirmed }: RobotScreenProps) => {
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
          void confirmHuman()
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
