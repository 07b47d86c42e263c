import { addSliceTranslations } from '@qs/shared';
import { ProductMapPage } from '../features/product-map/components/ProductMapPage';
import es from '../i18n/es.json';
import '../common/components/content-ui.css';
import '../features/product-map/product-map.css';

addSliceTranslations('content', es);

/** qs_content/ProductMapPage — the product map (/Sitemap-Products). */
const ExposedProductMapPage = () => (
  <div data-slice="content" data-slice-version={__QS_BUILD_VERSION__}>
    <ProductMapPage />
  </div>
);

export default ExposedProductMapPage;
