import { addSliceTranslations } from '@qs/shared';
import { AdditionalInsurancePage } from '../features/additional-insurance';
import es from '../i18n/es.json';

addSliceTranslations('forms', es);

/** qs_forms/AdditionalInsurancePage — /Seguro-Adicional: the request of an insurance that complements the visitor's plan. */
const ExposedAdditionalInsurancePage = () => (
  <div data-slice="forms" data-slice-version={__QS_BUILD_VERSION__}>
    <AdditionalInsurancePage />
  </div>
);

export default ExposedAdditionalInsurancePage;
