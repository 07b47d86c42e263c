import { useState, type RefObject } from 'react';
import { clearApiCache, readSwitches, saveReferrer, useReferrer, useSwitches } from '@qs/shared';
import { useHostTranslation } from '../i18n';
import DrawerDialog from '../primitives/DrawerDialog';
import { ReferrerCheck } from './ReferrerCheck';
import { ShareUrlButtons } from './ShareUrlButtons';
import { SwitchList } from './SwitchList';
import './user-mode-panel.css';

export interface UserModePanelProps {
  /** The banner's button: focus returns to it on close. */
  opener: RefObject<HTMLButtonElement | null>;
  id: string;
  onClose(): void;
}

/**
 * The internal-traffic side panel (docs/product/shell.md#user-mode): who the site thinks the visitor is, and for staff
 * the switches, the build-URL buttons and 'Limpiar cache'. Internal traffic (the switch on when the
 * panel opened) sees them at once; a referrer only after confirming a company address that is the
 * referrer's own. A referrer can always be removed. Outcomes are said in one polite live region.
 * Loaded with its drawer on the banner's first hover, focus or press (see `UserModeBanner`).
 */
const UserModePanel = ({ opener, id, onClose }: UserModePanelProps) => {
  const { t } = useHostTranslation();
  const referrer = useReferrer();
  const switches = useSwitches();
  // Turning internal traffic off here does not take the panel away while it is open.
  const [staff] = useState(() => readSwitches()['internal-traffic']);
  const [confirmedFor, setConfirmedFor] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const confirmed = referrer !== null && confirmedFor === referrer.email;
  const mayConfigure = staff || confirmed;

  const mode = referrer
    ? t('userMode.panel.referredBy', { name: referrer.name })
    : t(switches['internal-traffic'] ? 'userMode.internalTraffic' : 'userMode.panel.ordinary');

  return (
    <DrawerDialog
      opener={opener}
      id={id}
      title={t('userMode.panel.title')}
      closeLabel={t('userMode.panel.close')}
      onClose={onClose}
      className="qs-side-menu--end qs-user-panel"
    >
      <p className="qs-user-panel__mode">{mode}</p>
      {mayConfigure && (
        <>
          <SwitchList switches={switches} focusFirst={confirmed && !staff} />
          <ShareUrlButtons switches={switches} announce={setStatus} />
          <div className="qs-user-panel__section">
            <button
              type="button"
              className="qs-user-panel__button"
              onClick={() => {
                clearApiCache();
                setStatus(t('userMode.panel.cacheCleared'));
              }}
            >
              {t('userMode.panel.clearCache')}
            </button>
          </div>
        </>
      )}
      {referrer && !mayConfigure && (
        <ReferrerCheck
          referrer={referrer}
          onConfirmed={() => {
            setConfirmedFor(referrer.email);
            setStatus(t('userMode.panel.confirmed'));
          }}
        />
      )}
      {referrer && (
        <div className="qs-user-panel__section">
          <button
            type="button"
            className="qs-user-panel__button qs-user-panel__button--quiet"
            onClick={() => {
              saveReferrer(null);
              setStatus(t('userMode.panel.referrerRemoved'));
            }}
          >
            {t('userMode.panel.removeReferrer')}
          </button>
        </div>
      )}
      <p className="qs-user-panel__status" role="status">
        {status}
      </p>
    </DrawerDialog>
  );
};

export default UserModePanel;
