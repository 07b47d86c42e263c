import { createContext, useContext } from 'react';
import type { SiteStart } from '../start/start-site';

export const SiteContext = createContext<SiteStart>({ partner: null, slices: new Set() });

export const useSite = (): SiteStart => useContext(SiteContext);
