import { addSliceTranslations } from '@qs/shared';
import { CustomerPortalPage } from '../features/customer-portal/components/CustomerPortalPage';
import es from '../i18n/es.json';
import '../common/components/content-ui.css';
import '../features/customer-portal/customer-portal.css';

addSliceTranslations('content', es);

/** qs_content/CustomerPortalPage — the customer-portal page (/Portal-clientes). */
const ExposedCustomerPortalPage = () => (
  <div data-slice="content" data-slice-version={__QS_BUILD_VERSION__}>
    <CustomerPortalPage />
  </div>
);

export default ExposedCustomerPortalPage;
