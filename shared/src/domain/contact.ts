/** An entry of the contact-information service (seed 000 §3; seed 002: groups contacto and red_social). */
export interface ContactInformation {
  type: 'contacto' | 'red_social' | (string & {});
  name: string;
  info: string;
  link?: string;
  icon?: string;
}
