import { useTranslation } from 'react-i18next';
import { partnerLayout } from '@qs/shared';
import { BenefitsBanner } from './BenefitsBanner';
import { BlockZones } from './BlockZones';
import { CategoryBox } from './CategoryBox';
import { ComparatorCards } from './ComparatorCards';
import { WhyUs } from './WhyUs';
import './home.css';

/**
 * The home (docs/product/content.md#home). The title, the comparator cards and the benefits banner need no API call and show
 * with the first paint; 'why choose us', the promo blocks and the category box fill in below, each from its
 * own call, with placeholders of reserved size, and each fails on its own. The promo blocks are the site's showcase: a
 * partner with `disableShowcase` leaves them out, unasked (docs/product/shell.md#partner-layout-switches).
 */
export const HomePage = () => {
  const { t } = useTranslation('content');
  return (
    <section className="qs-home" aria-labelledby="qs-home-title">
      <div className="qs-home__hero">
        <h1 id="qs-home-title">{t('home.title')}</h1>
        <p className="qs-home__subtitle">{t('home.subtitle')}</p>
        <ComparatorCards />
      </div>
      <BenefitsBanner />
      <WhyUs />
      {partnerLayout().showcase && <BlockZones />}
      <CategoryBox />
    </section>
  );
};
