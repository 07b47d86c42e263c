import { useEffect, useState, type FormEvent } from 'react';
import { Modal } from '@qs/shared';
import { useHostTranslation } from '../shell/i18n';
import { chooseConsent, type ConsentChoice, type ConsentPurpose } from './consent-store';

interface ConsentSettingsProps {
  open: boolean;
  choice: ConsentChoice | null;
  onClose: () => void;
}

const PURPOSES: readonly ConsentPurpose[] = ['analytics', 'advertising'];

/** Each purpose on its own, unticked until the visitor allows it; the necessary storage is always on. */
export const ConsentSettings = ({ open, choice, onClose }: ConsentSettingsProps) => {
  const { t } = useHostTranslation();
  const [purposes, setPurposes] = useState({ analytics: false, advertising: false });
  // Each opening starts from the choice kept (unticked before any).
  useEffect(() => {
    if (open) setPurposes({ analytics: choice?.analytics ?? false, advertising: choice?.advertising ?? false });
  }, [open, choice]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    chooseConsent(purposes);
    onClose();
  };

  return (
    <Modal open={open} title={t('consent.settingsTitle')} onClose={onClose} closeLabel={t('consent.close')}>
      <form className="qs-consent-settings" onSubmit={save}>
        <p>{t('consent.settingsIntro')}</p>
        <fieldset className="qs-consent-settings__purpose">
          <legend>{t('consent.necessary.title')}</legend>
          <p>{t('consent.necessary.text')}</p>
        </fieldset>
        {PURPOSES.map((purpose) => (
          <fieldset key={purpose} className="qs-consent-settings__purpose">
            <legend>{t(`consent.${purpose}.title`)}</legend>
            <label className="qs-consent-settings__toggle">
              <input
                type="checkbox"
                name={purpose}
                checked={purposes[purpose]}
                onChange={(event) => setPurposes((current) => ({ ...current, [purpose]: event.target.checked }))}
              />
              {t(`consent.${purpose}.label`)}
            </label>
            <p>{t(`consent.${purpose}.text`)}</p>
          </fieldset>
        ))}
        <button type="submit" className="qs-button">
          {t('consent.save')}
        </button>
      </form>
    </Modal>
  );
};
