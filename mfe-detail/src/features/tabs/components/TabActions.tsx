import { useTranslation } from 'react-i18next';
import './tabs.css';
import type { PlanTab } from '@qs/shared';
import { HEADER_ACTIONS, visibleActions } from '../model/tab-actions';

export interface TabActionsProps {
  tabs: PlanTab[];
  active: string;
  onOpenTab: (url: string) => void;
}

export const TabActions = ({ tabs, active, onOpenTab }: TabActionsProps) => {
  const { t } = useTranslation('detail');
  const actions = visibleActions(HEADER_ACTIONS, tabs, active);
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
