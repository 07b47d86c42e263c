import { useId } from 'react';
import { ErrorPanel, Spinner, type MenuItem } from '@qs/shared';
import { useSiteMenu } from '../../../common/hooks/use-site-menu';
import { ServiceLink } from '../../../common/components/ServiceLink';

const MenuSection = ({ item }: { item: MenuItem }) => {
  const headingId = useId();
  const categories = item.categories ?? [];
  return (
    <section className="qs-product-map__group" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <ServiceLink url={item.url} label={item.title} />
      </h2>
      {item.seoDescription && <p>{item.seoDescription}</p>}
      {categories.length > 0 && (
        <ul className="qs-product-map__links">
          {categories.map((category) => (
            <li key={`${category.url}|${category.title}`}>
              <ServiceLink url={category.url} label={category.displayName ?? category.title} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};

/** One section per item of the menu service, with its categories (companies, guides…). */
export const MenuSections = () => {
  const { state, retry } = useSiteMenu();
  if (state.status === 'loading') return <Spinner minHeight={480} />;
  if (state.status !== 'ready') return <ErrorPanel onRetry={retry} />;
  return (
    <>
      {state.value.map((item) => (
        <MenuSection key={`${item.url}|${item.title}`} item={item} />
      ))}
    </>
  );
};
