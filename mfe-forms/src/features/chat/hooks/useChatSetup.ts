import { useEffect, useState } from 'react';
import {
  chatLanguageOf,
  readChatAvailability,
  readWebchatConfig,
  type ChatAvailability,
  type ChatLanguage,
  type WebchatConfig,
} from '@qs/shared';

export interface ChatSetup {
  config: WebchatConfig;
  availability: ChatAvailability;
  language: ChatLanguage;
}

/**
 * The widget's configuration in the visitor's language and the chat's availability (read once; the host
 * hands over what it read). A failure is logged and the widget stays away: the page never breaks for it.
 */
export const useChatSetup = (known?: ChatAvailability): ChatSetup | null => {
  const [setup, setSetup] = useState<ChatSetup | null>(null);
  useEffect(() => {
    const language = chatLanguageOf(location.pathname);
    let current = true;
    Promise.all([readWebchatConfig(language), known ?? readChatAvailability()])
      .then(([config, availability]) => {
        // No availability (its read failed, and was logged): no chat on this page.
        if (current && availability) setSetup({ config, availability, language });
      })
      .catch((error: unknown) => console.error('Error al cargar la configuración del chat.', error));
    return () => {
      current = false;
    };
  }, [known]);
  return setup;
};
