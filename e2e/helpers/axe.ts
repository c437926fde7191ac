import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Runs axe on the page and returns the serious and critical violations, readable in a failure. */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/**
 * axe's 'region' rule (a best practice, so outside the WCAG tags above): every piece of content
 * sits inside a landmark. Any impact counts.
 */
export async function regionViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withRules(['region']).analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}
