import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface ManualCopyFieldProps {
  link: string;
}

/** When the clipboard is refused: the link, selected in a read-only field, ready for Ctrl+C or a long press. */
export const ManualCopyField = ({ link }: ManualCopyFieldProps) => {
  const { t } = useTranslation('results');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, [link]);

  return (
    <div className="qs-share__manual">
      <label htmlFor={id}>{t('share.manualLabel')}</label>
      <input
        id={id}
        ref={input}
        className="qs-share__field"
        type="text"
        readOnly
        value={link}
        onFocus={(event) => event.currentTarget.select()}
      />
    </div>
  );
};
