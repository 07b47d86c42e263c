import { initI18n } from '../i18n/i18n';
import type { Slice } from './exposed-modules';
import { registerSlices } from './federation';
import { fetchRegistry } from './registry';

/**
 * Start-up of a slice's own dev server: the other slices come from the local registry
 * (served at /remotes.json by the dev server), this slice from its own source.
 */
export const startStandalone = async (ownSlice: Slice, render: () => void): Promise<void> => {
  initI18n();
  const entries = await fetchRegistry('/remotes.json').catch(() => []);
  registerSlices(entries.filter((entry) => entry.name !== ownSlice));
  render();
};
