import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * An axe run of the page as it is now, as cheap as it can be on a 2-core runner (measured on the results page:
 * 4.4–5.9 s with the builder's defaults, 1.5 s like this):
 * - legacy mode runs `axe.run` once in the page (axe reaches same-origin frames itself) instead of `runPartial` in
 *   every frame and `finishRun` in a blank page the builder opens for it; the site's pages have no frame of
 *   their own to check (the advisor's calendar is a third party's page);
 * - only violations are reported in full (passes and incomplete nodes are what made the answer large).
 * `options` comes first: the builder's `options()` replaces what `withTags`/`withRules` set.
 */
const axe = (page: Page): AxeBuilder =>
  new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(true);

const describe = (violation: { id: string; nodes: Array<{ target: unknown[] }> }): string =>
  `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`;

/**
 * Serious and critical axe violations (WCAG 2.1 A/AA) on the page as it is now, one line each; `within` limits
 * the check to one part of the page (a CSS selector).
 */
export const blockingViolations = async (page: Page, { within }: { within?: string } = {}): Promise<string[]> => {
  const builder = axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']);
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(describe);
};

/** Violations of the named axe rules, whatever their impact or tag (rules outside the WCAG set, such as landmark-unique). */
export const ruleViolations = async (page: Page, rules: string[]): Promise<string[]> => {
  const results = await axe(page).withRules(rules).analyze();
  return results.violations.map(describe);
};
