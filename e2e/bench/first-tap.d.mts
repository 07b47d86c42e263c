import type { BrowserContext, Locator, Page } from '@playwright/test';

export const CPU_SLOWDOWN: number;
export const PROFILE_BUTTON: string;
export const PROFILE_SUBMIT: string;
export const PHONE_CONTEXT: {
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
  isMobile: true;
  hasTouch: true;
  userAgent: string;
};
export function profileButton(page: Page): Locator;
export function profileForm(page: Page): Locator;
export function throttleCpu(context: BrowserContext, page: Page, rate?: number): Promise<void>;
export function measureFirstTap(url: string, runs?: number): Promise<(number | null)[]>;
