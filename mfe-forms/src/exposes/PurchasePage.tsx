import { addSliceTranslations, type PurchasePageProps } from '@qs/shared';
import { PurchasePage } from '../features/purchase';
import es from '../i18n/es.json';

addSliceTranslations('forms', es);

/** qs_forms/PurchasePage — Compra-Online/{productCode}: the plan and its request form (page or qppayment outlet). */
const ExposedPurchasePage = (props: PurchasePageProps) => (
  <div data-slice="forms" data-slice-version={__QS_BUILD_VERSION__}>
    <PurchasePage {...props} />
  </div>
);

export default ExposedPurchasePage;
