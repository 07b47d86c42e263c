import { addSliceTranslations } from '@qs/shared';
// The slice-wide styles first, so that the page's own stylesheet (imported by the page) comes after them.
import '../common/components/content-ui.css';
import { ProductMapPage } from '../features/product-map';
import es from '../i18n/es.json';

addSliceTranslations('content', es);

/** qs_content/ProductMapPage — the product map (/Sitemap-Products). */
const ExposedProductMapPage = () => (
  <div data-slice="content" data-slice-version={__QS_BUILD_VERSION__}>
    <ProductMapPage />
  </div>
);

export default ExposedProductMapPage;
