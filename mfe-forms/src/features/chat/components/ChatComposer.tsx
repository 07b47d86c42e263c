import { useId, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebchatConfig } from '@qs/shared';
import type { ChatConversationState } from '../hooks/useChatConversation';

export interface ChatComposerProps {
  config: WebchatConfig;
  chat: Pick<ChatConversationState, 'send' | 'notifyTyping' | 'sendFile'>;
}

const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

/** The message box, 'Enviar' and the attachment picker (images and PDF up to the configured size, refused here before any upload). */
export const ChatComposer = ({ config, chat }: ChatComposerProps) => {
  const { t } = useTranslation('forms');
  const id = useId();
  const [text, setText] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const { fileAttachments, messageMaxLength } = config.baseConfig;

  const sendText = () => {
    const body = text.trim();
    if (!body) return;
    chat.send(body);
    setText('');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    sendText();
  };

  // Enter sends, as in every chat widget; Shift+Enter keeps the new line. An IME's Enter only confirms the
  // composed word, and an empty box gains no blank line.
  const sendOnEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    sendText();
  };

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setFileError(null);
    if (!file) return;
    if (file.size > fileAttachments.maxBytes)
      return setFileError(t('chat.fileTooBig', { name: file.name, max: megabytes(fileAttachments.maxBytes) }));
    if (file.type && !fileAttachments.acceptedTypes.includes(file.type)) return setFileError(t('chat.fileType'));
    setFileError(await chat.sendFile(file));
  };

  return (
    <form className="qs-chat__composer" aria-label={t('chat.composerLabel')} onSubmit={submit}>
      <label htmlFor={`${id}-text`} className="qs-chat__sr">
        {t('chat.messageLabel')}
      </label>
      <textarea
        id={`${id}-text`}
        className="qs-chat__control"
        rows={2}
        value={text}
        maxLength={messageMaxLength}
        placeholder={config.valuesConfig.placeholder}
        aria-describedby={`${id}-keys`}
        onKeyDown={sendOnEnter}
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value) chat.notifyTyping();
        }}
      />
      <p id={`${id}-keys`} className="qs-chat__sr">
        {t('chat.enterHint')}
      </p>
      {fileAttachments.enabled && (
        <>
          <label htmlFor={`${id}-file`} className="qs-chat__sr">
            {t('chat.attach')}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept={fileAttachments.acceptedTypes.join(',')}
            onChange={(event) => void pick(event)}
          />
        </>
      )}
      <button type="submit" className="qs-button qs-chat__send" disabled={!text.trim()}>
        {t('chat.send')}
      </button>
      {fileError && (
        <p role="alert" className="qs-chat__error">
          {fileError}
        </p>
      )}
    </form>
  );
};
