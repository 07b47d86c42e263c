import { addSliceTranslations, type ReferrerModalProps } from '@qs/shared';
import { ReferrerModal } from '../features/referrer';
import es from '../i18n/es.json';

addSliceTranslations('forms', es);

/** qs_forms/ReferrerModal — identify the visitor's referrer by e-mail (docs/product/forms.md#referrer-modal). */
const ExposedReferrerModal = (props: ReferrerModalProps) => (
  <div data-slice="forms" data-slice-version={__QS_BUILD_VERSION__}>
    <ReferrerModal {...props} />
  </div>
);

export default ExposedReferrerModal;
