import { deferredModule } from '../primitives/deferred-module';

/**
 * The user-mode panel with its Radix drawer, in a chunk of its own: only staff and referred
 * visitors see the banner, and only those who press it download the panel.
 */
export const userModePanelModule = deferredModule(() => import('./UserModePanel'));
