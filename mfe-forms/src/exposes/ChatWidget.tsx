import { addSliceTranslations, type ChatWidgetProps } from '@qs/shared';
import { ChatWidget } from '../features/chat';
import es from '../i18n/es.json';

addSliceTranslations('forms', es);

/** qs_forms/ChatWidget — the visitor's live chat, mounted by the host's chat launcher (docs/adr/0018-live-chat.md). */
const ExposedChatWidget = (props: ChatWidgetProps) => (
  <div data-slice="forms" data-slice-version={__QS_BUILD_VERSION__}>
    <ChatWidget {...props} />
  </div>
);

export default ExposedChatWidget;
