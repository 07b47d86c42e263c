import { useTranslation } from 'react-i18next';
import { ErrorPanel, sitePath, useApiRequest, type BlockZone } from '@qs/shared';
import { isSafeServiceLink, ServiceLink } from '../../../common/components/ServiceLink';
import { getHomeBlockZones } from '../api/get-block-zones';
import { BlockSkeleton } from './BlockSkeleton';
import { HomeSection } from './HomeSection';

/** As many placeholders as the catalogue's comparators give promos (docs/product/content.md#home), so the usual page does not move. */
const PLACEHOLDERS = 5;

/** The catalogue's block images are 240 × 120: the box is reserved before the image arrives. */
const IMAGE = { width: 240, height: 120 };

const BlockZoneCard = ({ zone }: { zone: BlockZone }) => {
  const { t } = useTranslation('content');
  // Images of this site only (the CSP allows no other), links of this site or http(s) ones.
  const image = sitePath(zone.img);
  const url = zone.url && isSafeServiceLink(zone.url) ? zone.url : null;
  return (
    <li className="qs-block-zone">
      {image && (
        <img
          className="qs-block-zone__image"
          src={image}
          alt=""
          width={IMAGE.width}
          height={IMAGE.height}
          loading="lazy"
          decoding="async"
        />
      )}
      <div className="qs-block-zone__body">
        <h3 className="qs-block-zone__title">{zone.title}</h3>
        {zone.description && <p className="qs-block-zone__description">{zone.description}</p>}
        {url && (
          <ServiceLink
            url={url}
            label={zone.textLink?.trim() || t('home.blockZones.more')}
            className="qs-block-zone__link"
          />
        )}
      </div>
    </li>
  );
};

/**
 * The promo blocks of the site's comparators (title, description, link, optional image). Skeletons while
 * they load, the error panel with 'Reintentar' in the block alone on a failure, nothing when no comparator
 * of the site has one.
 */
export const BlockZones = () => {
  const { t } = useTranslation('content');
  const { state, retry } = useApiRequest('home-block-zones', getHomeBlockZones);
  if (state.status === 'not-found' || (state.status === 'ready' && state.value.length === 0)) return null;
  return (
    <HomeSection title={t('home.blockZones.title')} className="qs-block-zones" busy={state.status === 'loading'}>
      {state.status === 'loading' && (
        <BlockSkeleton
          label={t('home.blockZones.loading')}
          count={PLACEHOLDERS}
          listClassName="qs-block-zones__list"
          itemClassName="qs-block-zone"
        />
      )}
      {state.status === 'error' && <ErrorPanel onRetry={retry} />}
      {state.status === 'ready' && (
        <ul className="qs-block-zones__list">
          {state.value.map((zone) => (
            <BlockZoneCard key={zone.url || zone.title} zone={zone} />
          ))}
        </ul>
      )}
    </HomeSection>
  );
};
