import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export interface AxeCheckOptions {
  /** CSS selectors to leave out of the scan (e.g. third-party map tiles). */
  exclude?: string[];
}

/** Scans the current page for WCAG 2.1 A/AA problems and fails the test on any violation. */
export type AxeCheck = (options?: AxeCheckOptions) => Promise<void>;

export const test = base.extend<{ axe: AxeCheck }>({
  // every journey also checks that the page's Content-Security-Policy blocked nothing (issue #12)
  page: async ({ page }, use) => {
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    await use(page);
    expect(blocked, `Content-Security-Policy violations on ${page.url()}`).toEqual([]);
  },
  axe: async ({ page }, use) => {
    await use(async (options = {}) => {
      let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
      for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
      // Contrast is read from what is painted: a toast still fading in or out is half transparent.
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
      );
      const { violations } = await builder.analyze();
      const report = violations.map(
        (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
      );
      expect(report, `accessibility violations on ${page.url()}`).toEqual([]);
    });
  },
});

/**
 * Waits until React has hydrated the page (entry.client marks <html data-hydrated>): hydration
 * starts after the LCP image has painted, so a client-only control clicked right after
 * `page.goto` may not be wired yet.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

export { expect };
