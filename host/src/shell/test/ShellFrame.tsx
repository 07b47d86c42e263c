import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { PartnerConfig, Slice } from '@qs/shared';
import { SiteContext } from '../../app/site-context';

export interface ShellFrameProps {
  path?: string;
  partner?: PartnerConfig | null;
  /** The slices the site loads (none unless given). */
  slices?: Slice[];
  children: ReactNode;
}

/** What App puts around the shell's parts: the site context and a router at `path`. */
export const ShellFrame = ({ path = '/', partner = null, slices = [], children }: ShellFrameProps) => (
  <SiteContext.Provider value={{ partner, slices: new Set(slices) }}>
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  </SiteContext.Provider>
);
