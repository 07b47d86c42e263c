import { useTranslation } from 'react-i18next';
import type { ResultsView } from '../../plan-card';

export interface ViewSwitchProps {
  view: ResultsView;
  onChange: (view: ResultsView) => void;
}

/** Grid or list: two toggle buttons, the pressed one is the current view. */
export const ViewSwitch = ({ view, onChange }: ViewSwitchProps) => {
  const { t } = useTranslation('results');
  return (
    <div className="qs-view-switch" role="group" aria-label={t('view.label')}>
      {(['grid', 'list'] as const).map((option) => (
        <button key={option} type="button" aria-pressed={view === option} onClick={() => onChange(option)}>
          <span aria-hidden="true">{option === 'grid' ? '▦' : '☰'}</span> {t(`view.${option}`)}
        </button>
      ))}
    </div>
  );
};
