import { chatLanguageOf, readWebchatConfig } from '@qs/shared';

/** The launcher's words ('Chat with us!' in the visitor's language) from the widget's configuration; null when it cannot be read. */
export const readChatHeader = (path: string): Promise<string | null> =>
  readWebchatConfig(chatLanguageOf(path))
    .then((config) => config.valuesConfig.header)
    .catch((error: unknown) => {
      console.error('Error al obtener la configuración del chat.', error);
      return null;
    });
