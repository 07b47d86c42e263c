import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChatField } from './ChatField';

/** What both chat forms ask first: who the visitor is and how to reach them. */
export interface ContactValues {
  name: string;
  email: string;
  phone: string;
}

export interface ContactFieldsProps<T extends ContactValues> {
  /** The form's own id prefix (useId). */
  id: string;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}

/** Name, e-mail and phone, as the pre-chat form and the leave-a-question form both show them. */
export const ContactFields = <T extends ContactValues>({ id, register, errors }: ContactFieldsProps<T>) => {
  const { t } = useTranslation('forms');
  // The fields are ContactValues' own, whatever else the form holds.
  const field = register as unknown as UseFormRegister<ContactValues>;
  const error = errors as FieldErrors<ContactValues>;
  return (
    <>
      <ChatField id={`${id}-name`} label={t('chat.fields.name')} error={error.name?.message}>
        {(a11y) => <input {...a11y} {...field('name')} autoComplete="name" />}
      </ChatField>
      <ChatField id={`${id}-email`} label={t('chat.fields.email')} error={error.email?.message}>
        {(a11y) => <input {...a11y} {...field('email')} type="email" autoComplete="email" />}
      </ChatField>
      <ChatField id={`${id}-phone`} label={t('chat.fields.phone')} error={error.phone?.message}>
        {(a11y) => <input {...a11y} {...field('phone')} type="tel" inputMode="tel" autoComplete="tel" />}
      </ChatField>
    </>
  );
};
