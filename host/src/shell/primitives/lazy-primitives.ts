import { deferredModule } from './deferred-module';

/** The Radix-based panels, each in a chunk of its own that loads when first wanted. */
export const anchoredPopoverModule = deferredModule(() => import('./AnchoredPopover'));
export const drawerDialogModule = deferredModule(() => import('./DrawerDialog'));
