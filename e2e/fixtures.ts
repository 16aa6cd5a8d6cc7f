import AxeBuilder from '@axe-core/playwright';
import { test as base, expect } from '@playwright/test';

export interface AxeCheckOptions {
  /** CSS selectors to leave out of the scan (e.g. third-party map tiles). */
  exclude?: string[];
}

/** Scans the current page for WCAG 2.1 A/AA problems and fails the test on any violation. */
export type AxeCheck = (options?: AxeCheckOptions) => Promise<void>;

export const test = base.extend<{ axe: AxeCheck }>({
  axe: async ({ page }, use) => {
    await use(async (options = {}) => {
      let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
      for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
      const { violations } = await builder.analyze();
      const report = violations.map(
        (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
      );
      expect(report, `accessibility violations on ${page.url()}`).toEqual([]);
    });
  },
});

export { expect };
