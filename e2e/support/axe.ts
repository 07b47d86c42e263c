import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Serious and critical axe violations (WCAG 2.1 A/AA) on the page as it is now, one line each. */
export const blockingViolations = async (page: Page): Promise<string[]> => {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
};

/** Violations of the named axe rules, whatever their impact or tag (rules outside the WCAG set, such as landmark-unique). */
export const ruleViolations = async (page: Page, rules: string[]): Promise<string[]> => {
  const results = await new AxeBuilder({ page }).withRules(rules).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
};
