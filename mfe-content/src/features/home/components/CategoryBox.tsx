import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '@qs/shared';
import { useSiteMenu } from '../../../common/hooks/use-site-menu';
import { ServiceLink } from '../../../common/components/ServiceLink';
import { categoryGroups, type CategoryGroup } from '../model/category-groups';
import { BlockSkeleton } from './BlockSkeleton';
import { HomeSection } from './HomeSection';

/** As many placeholders as the catalogue's menu has groups (docs/product/content.md#home). */
const PLACEHOLDERS = 4;

const Group = ({ group }: { group: CategoryGroup }) => {
  const headingId = useId();
  return (
    <li className="qs-category-box__group">
      <h3 id={headingId} className="qs-category-box__title">
        <ServiceLink url={group.url} label={group.title} />
      </h3>
      <ul className="qs-category-box__links" aria-labelledby={headingId}>
        {group.links.map((link) => (
          <li key={link.url}>
            <ServiceLink url={link.url} label={link.label} />
          </li>
        ))}
      </ul>
    </li>
  );
};

/**
 * The category box: the menu's groups (GET /api/menu, under its own key: use-site-menu.ts), each a heading link and
 * its list of links. On a partner site the API already gives only what the partner offers.
 */
export const CategoryBox = () => {
  const { t } = useTranslation('content');
  const { state, retry } = useSiteMenu();
  const groups = state.status === 'ready' ? categoryGroups(state.value) : [];
  if (state.status === 'not-found' || (state.status === 'ready' && groups.length === 0)) return null;
  return (
    <HomeSection title={t('home.categories.title')} className="qs-category-box" busy={state.status === 'loading'}>
      {state.status === 'loading' && (
        <BlockSkeleton
          label={t('home.categories.loading')}
          count={PLACEHOLDERS}
          listClassName="qs-category-box__groups"
          itemClassName="qs-category-box__group"
        />
      )}
      {state.status === 'error' && <ErrorPanel onRetry={retry} />}
      {state.status === 'ready' && (
        <ul className="qs-category-box__groups">
          {groups.map((group) => (
            <Group key={`${group.url}|${group.title}`} group={group} />
          ))}
        </ul>
      )}
    </HomeSection>
  );
};
