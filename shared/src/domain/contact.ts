/** An entry of the contact-information service (docs/product/forms.md#site-services: groups contacto and red_social). */
export interface ContactInformation {
  type: 'contacto' | 'red_social' | (string & {});
  name: string;
  info: string;
  link?: string;
  icon?: string;
}
