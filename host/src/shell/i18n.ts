import { addSliceTranslations } from '@qs/shared';
import { useTranslation } from 'react-i18next';
import es from '../i18n/es.json';

// Registered when the shell is first imported, so every shell component finds its texts.
addSliceTranslations('host', es);

/** The shell's own namespace ('host'). */
export const useHostTranslation = () => useTranslation('host');
