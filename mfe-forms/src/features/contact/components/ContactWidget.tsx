import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, type ContactWidgetProps } from '@qs/shared';
import { useContactForm } from '../hooks/useContactForm';
import { DynamicContactForm } from './DynamicContactForm';
import { AdvisorModal, type ContactSent } from './AdvisorModal';
import { ContactForm } from './ContactForm';
import './contact.css';

/**
 * "Solicitar más información": a button opening the contact form in a modal, or the form
 * embedded as a card (inline). After a send, the assigned advisor is shown in a second modal.
 */
export const ContactWidget = ({
  productCode,
  productType,
  businessLine,
  inline,
  buttonLabel,
  processId,
  allowCalendar = true,
  salesChannel,
}: ContactWidgetProps) => {
  const { t } = useTranslation('forms');
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [assigned, setAssigned] = useState<ContactSent | null>(null);
  const contact = useContactForm({
    productCode,
    productType,
    businessLine,
    onSent: (lead, values) =>
      setAssigned({
        lead,
        initialData: { name: values.name.trim(), phone: values.phone.trim(), email: values.email.trim() },
      }),
  });

  // With a process id the widget holds the server-defined dynamic form (docs/product/forms.md#contact-widget).
  const body = processId ? (
    <DynamicContactForm
      processId={processId}
      productType={productType}
      productCode={productCode}
      businessLine={businessLine}
      onSent={(lead, fields) =>
        setAssigned({ lead, initialData: { name: fields.first_name, phone: fields.telefono, email: fields.email } })
      }
    />
  ) : (
    <ContactForm contact={contact} />
  );

  const openForm = () => {
    contact.clearStatus(); // docs/product/forms.md#contact-widget: opening clears the previous success or error
    setOpen(true);
  };

  return (
    <>
      {inline ? (
        <section className="qs-contact qs-contact--inline" aria-labelledby={titleId}>
          <h2 id={titleId} className="qs-contact__title">
            {t('contact.title')}
          </h2>
          <p className="qs-contact__subtitle">{t('contact.subtitle')}</p>
          {body}
        </section>
      ) : (
        <>
          <button type="button" className="qs-button" onClick={openForm}>
            {buttonLabel ?? t('contact.open')}
          </button>
          <Modal open={open} title={t('contact.title')} onClose={() => setOpen(false)} closeLabel={t('contact.close')}>
            <p className="qs-contact__subtitle">{t('contact.subtitle')}</p>
            {body}
          </Modal>
        </>
      )}
      <AdvisorModal
        sent={assigned}
        allowCalendar={allowCalendar}
        productCode={productCode}
        salesChannel={salesChannel}
        onClose={() => setAssigned(null)}
        onLeave={() => {
          setAssigned(null);
          setOpen(false);
        }}
      />
    </>
  );
};
