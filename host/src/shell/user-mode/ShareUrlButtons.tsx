import { useId, useState } from 'react';
import { copyText, type Switches } from '@qs/shared';
import { useHostTranslation } from '../i18n';
import { clientUrl, staffUrl } from './share-urls';

export interface ShareUrlButtonsProps {
  switches: Switches;
  /** Says the outcome in the panel's polite live region. */
  announce(message: string): void;
}

/**
 * The build-URL buttons (docs/product/shell.md#user-mode): the address in the browser's bar (a plan opened in the results'
 * modal included) for a colleague, with the switches, or for a client, without them.
 */
export const ShareUrlButtons = ({ switches, announce }: ShareUrlButtonsProps) => {
  const { t } = useHostTranslation();
  const headingId = useId();
  const fieldId = useId();
  const [manual, setManual] = useState<string | null>(null);

  const copyUrl = async (url: string) => {
    // Refused (no permission, page not focused, insecure origin): the visitor copies it by hand.
    const copied = await copyText(url);
    setManual(copied ? null : url);
    announce(t(copied ? 'userMode.panel.copied' : 'userMode.panel.copyFailed'));
  };

  return (
    <section className="qs-user-panel__section" aria-labelledby={headingId}>
      <h3 className="qs-user-panel__heading" id={headingId}>
        {t('userMode.panel.share')}
      </h3>
      <div className="qs-user-panel__actions">
        <button
          type="button"
          className="qs-user-panel__button"
          onClick={() => void copyUrl(staffUrl(window.location.href, switches))}
        >
          {t('userMode.panel.copyStaffUrl')}
        </button>
        <button
          type="button"
          className="qs-user-panel__button"
          onClick={() => void copyUrl(clientUrl(window.location.href))}
        >
          {t('userMode.panel.copyClientUrl')}
        </button>
      </div>
      {manual && (
        <p className="qs-user-panel__manual">
          <label htmlFor={fieldId}>{t('userMode.panel.manualCopy')}</label>
          <input id={fieldId} type="text" readOnly value={manual} onFocus={(event) => event.currentTarget.select()} />
        </p>
      )}
    </section>
  );
};
