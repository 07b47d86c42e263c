import { useSyncExternalStore } from 'react';
import { useBrowserSnapshot } from '@qs/shared';
import { readConsent, subscribeConsent, type ConsentChoice } from './consent-store';

const unknownOnServer = (): undefined => undefined;

/**
 * The visitor's choice: undefined on the server and in the hydration render (the server cannot know it: pages are
 * shared by every visitor), null while the visitor has not chosen, else the choice.
 */
export const useConsent = (): ConsentChoice | null | undefined =>
  useBrowserSnapshot(subscribeConsent, readConsent, unknownOnServer);

// The settings dialog: opened from the banner ('Configurar') and from the footer ('Preferencias de cookies').
let settingsOpen = false;
const settingsListeners = new Set<() => void>();
const setSettingsOpen = (open: boolean) => {
  settingsOpen = open;
  settingsListeners.forEach((listener) => listener());
};
export const openConsentSettings = (): void => setSettingsOpen(true);
export const closeConsentSettings = (): void => setSettingsOpen(false);
const subscribeSettings = (listener: () => void) => {
  settingsListeners.add(listener);
  return () => settingsListeners.delete(listener);
};
const closedOnServer = () => false;

export const useConsentSettingsOpen = (): boolean =>
  useSyncExternalStore(subscribeSettings, () => settingsOpen, closedOnServer);
