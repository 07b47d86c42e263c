import { addSliceTranslations, type ContactWidgetProps } from '@qs/shared';
import { ContactWidget } from '../features/contact';
import es from '../i18n/es.json';

addSliceTranslations('forms', es);

/** qs_forms/ContactWidget — "Solicitar más información" (button + modal, or an inline card). */
const ExposedContactWidget = (props: ContactWidgetProps) => (
  <div data-slice="forms" data-slice-version={__QS_BUILD_VERSION__}>
    <ContactWidget {...props} />
  </div>
);

export default ExposedContactWidget;
