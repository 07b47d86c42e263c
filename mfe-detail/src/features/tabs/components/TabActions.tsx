import { useTranslation } from 'react-i18next';
import './tabs.css';
import { partnerLayout, type PlanTab } from '@qs/shared';
import { HEADER_ACTIONS, REQUEST_ACTION_TARGET, visibleActions } from '../model/tab-actions';

export interface TabActionsProps {
  tabs: PlanTab[];
  active: string;
  onOpenTab: (url: string) => void;
}

export const TabActions = ({ tabs, active, onOpenTab }: TabActionsProps) => {
  const { t } = useTranslation('detail');
  // A partner may turn off the request button (docs/product/shell.md#partner-layout-switches).
  const { requestButton } = partnerLayout();
  const actions = visibleActions(HEADER_ACTIONS, tabs, active).filter(
    (action) => requestButton || action.target !== REQUEST_ACTION_TARGET,
  );
  if (actions.length === 0) return null;
  return (
    <div className="qs-tab-actions">
      {actions.map((action) => (
        <button
          key={action.target}
          type="button"
          className={`qs-tab-actions__button qs-tab-actions__button--${action.target}`}
          onClick={() => onOpenTab(action.target)}
        >
          {t(action.labelKey)}
        </button>
      ))}
    </div>
  );
};
