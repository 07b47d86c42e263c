import { getPartner } from '@qs/shared';

/** The i18n context of the form's texts: 'partner' on a partner site, whose `_partner` texts say 'cargas médicas' (docs/product/forms.md#partner-wording). */
export const siteContext = (): 'partner' | undefined => (getPartner() ? 'partner' : undefined);
