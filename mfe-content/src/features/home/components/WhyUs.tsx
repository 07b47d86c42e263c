import { useTranslation } from 'react-i18next';
import { ErrorPanel, useApiRequest } from '@qs/shared';
import { getWhyUs } from '../api/get-why-us';
import { BlockSkeleton } from './BlockSkeleton';
import { HomeIcon } from './HomeIcon';
import { HomeSection } from './HomeSection';

/** As many placeholders as the catalogue's items (docs/product/content.md#home), so the usual page does not move. */
const PLACEHOLDERS = 5;

/**
 * 'Why choose us': the items of GET /api/whyUs/{project}, each a message with its icon. Skeletons while
 * they load; the error panel with 'Reintentar' in the block alone when the call fails; nothing when the
 * project has no items.
 */
export const WhyUs = () => {
  const { t } = useTranslation('content');
  const { state, retry } = useApiRequest('why-us', getWhyUs);
  if (state.status === 'not-found' || (state.status === 'ready' && state.value.length === 0)) return null;
  return (
    <HomeSection title={t('home.whyUs.title')} className="qs-why-us" busy={state.status === 'loading'}>
      {state.status === 'loading' && (
        <BlockSkeleton
          label={t('home.whyUs.loading')}
          count={PLACEHOLDERS}
          listClassName="qs-why-us__list"
          itemClassName="qs-why-us__item"
        />
      )}
      {state.status === 'error' && <ErrorPanel onRetry={retry} />}
      {state.status === 'ready' && (
        <ul className="qs-why-us__list">
          {state.value.map((item, index) => (
            <li key={`${index}-${item.message}`} className="qs-why-us__item">
              <span className="qs-why-us__icon">
                <HomeIcon name={item.icon} />
              </span>
              <p className="qs-why-us__message">{item.message}</p>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
};
