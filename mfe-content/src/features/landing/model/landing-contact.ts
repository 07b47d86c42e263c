import type { ContactWidgetProps, Landing } from '@qs/shared';

/** A process id as the API names its dynamic forms (a uuid); anything else is not a form of ours. */
const PROCESS_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Product types are upper-case codes (VIAJEINTERNACIONAL, SEGURO_COLECTIVO) or the profile keys. */
const PRODUCT_TYPE = /^[A-Za-z_]{1,40}$/;

/**
 * What the contact widget at the end of a CMS landing gets, or null for no widget (designed:
 * docs/workspaces/mfe-content.md#the-form-a-landing-names). The CMS decides: a landing's `contactForm`
 * names the dynamic form and its
 * product type (the travel form on Seguro-de-Viaje opens the provider instead of sending a lead);
 * without one, lead-capture pages (Registro, Referidos-*) keep the fixed contact form, sent for the
 * referral landing's product when it names one. A malformed
 * `contactForm` from the server is ignored rather than handed to another slice.
 */
/**
 * The lead's product on a referral landing (`Referidos-{product}`): its business line and product type,
 * when the server gave sound ones (a positive integer line, a code of letters and '_').
 */
export const referralLeadProps = (
  referral: Landing['referral'],
): Pick<ContactWidgetProps, 'businessLine' | 'productType'> => {
  if (!referral) return {};
  const businessLine =
    Number.isInteger(referral.businessLine) && referral.businessLine > 0 ? referral.businessLine : undefined;
  const productType =
    typeof referral.productType === 'string' && PRODUCT_TYPE.test(referral.productType)
      ? referral.productType
      : undefined;
  return { ...(businessLine ? { businessLine } : {}), ...(productType ? { productType } : {}) };
};

export const landingContactProps = (
  landing: Pick<Landing, 'contactForm' | 'referral'>,
  leadCapture: boolean,
): ContactWidgetProps | null => {
  const form = landing.contactForm;
  if (form && typeof form.processId === 'string' && PROCESS_ID.test(form.processId)) {
    const productType =
      typeof form.productType === 'string' && PRODUCT_TYPE.test(form.productType) ? form.productType : undefined;
    return { inline: true, processId: form.processId, ...(productType ? { productType } : {}) };
  }
  return leadCapture ? { inline: true, ...referralLeadProps(landing.referral) } : null;
};
