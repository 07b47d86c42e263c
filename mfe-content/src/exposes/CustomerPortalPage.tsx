import { addSliceTranslations } from '@qs/shared';
// The slice-wide styles first, so that the page's own stylesheet (imported by the page) comes after them.
import '../common/components/content-ui.css';
import { CustomerPortalPage } from '../features/customer-portal';
import es from '../i18n/es.json';

addSliceTranslations('content', es);

/** qs_content/CustomerPortalPage — the customer-portal page (/Portal-clientes). */
const ExposedCustomerPortalPage = () => (
  <div data-slice="content" data-slice-version={__QS_BUILD_VERSION__}>
    <CustomerPortalPage />
  </div>
);

export default ExposedCustomerPortalPage;
