import { useReferrer, useSwitches, type Referrer } from '@qs/shared';
import { useHostTranslation } from '../i18n';
import { useDeferredPanel } from '../primitives/deferred-module';
import { userModePanelModule } from './user-mode-panel-module';

/** What the banner says: the referrer's name, else 'Tráfico Interno' for internal traffic, else nothing. */
export const userModeText = (
  referrer: Referrer | null,
  internalTraffic: boolean,
  internalLabel: string,
): string | null => referrer?.name?.trim() || (internalTraffic ? internalLabel : null);

/**
 * docs/product/shell.md#user-mode: a visitor attached to a referrer, or staff browsing with the
 * 'internal-traffic' switch, sees which mode the site is in. The banner is a button that opens the
 * user-mode side panel (`UserModePanel`, downloaded on the first hover, focus or press). While the
 * panel is open the banner stays, even if the panel's own switches or 'Quitar referido' end the mode.
 */
export const UserModeBanner = () => {
  const { t } = useHostTranslation();
  const referrer = useReferrer();
  const switches = useSwitches();
  const { open, setOpen, trigger, panelId, panel, triggerProps } = useDeferredPanel(userModePanelModule);
  const text = userModeText(referrer, switches['internal-traffic'], t('userMode.internalTraffic'));
  if (!text && !open) return null;
  const Panel = panel?.default;
  return (
    <aside className="qs-user-mode" aria-label={t('userMode.label')}>
      {/* The button's name is its visible text (the mode); aria-haspopup says it opens a dialog. */}
      <button {...triggerProps} className="qs-user-mode__button" onClick={() => setOpen(!open)}>
        <span className="qs-user-mode__dot" aria-hidden="true" />
        {text ?? t('userMode.label')}
      </button>
      {Panel && <Panel opener={trigger} id={panelId} onClose={() => setOpen(false)} />}
    </aside>
  );
};
