import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export interface AxeCheckOptions {
  /** CSS selectors to leave out of the scan (e.g. third-party map tiles). */
  exclude?: string[];
}

/** Scans the current page for WCAG 2.1 A/AA problems and fails the test on any violation. */
export type AxeCheck = (options?: AxeCheckOptions) => Promise<void>;

const HYDRATION_ERROR = /Minified React error #(418|419|421|422|423|425)\b|Hydration failed|did not match|hydration mismatch/i;

export const test = base.extend<{ axe: AxeCheck }>({
  // Every journey also checks that the page's Content-Security-Policy blocked nothing (issue #12)
  // and that React hydrated without a mismatch (issue #18): production React reports one as a
  // recoverable "Minified React error #418/#425…" through reportError, development React as
  // "Hydration failed…" or "did not match" on the console.
  page: async ({ page }, use) => {
    // The home page asks once for the visitor's location (issue #18); journeys start as visitors who
    // answered "no thanks", so the floating question covers nothing they click. e2e/discovery-home.spec.ts asks it.
    await page.addInitScript(() => {
      if (localStorage.getItem('abode:near-you') === null) localStorage.setItem('abode:near-you', '{"kind":"declined"}');
    });
    const blocked: string[] = [];
    const hydration: string[] = [];
    page.on('console', (message) => {
      const text = message.text();
      if (/Content Security Policy/i.test(text)) blocked.push(text);
      if (HYDRATION_ERROR.test(text)) hydration.push(`${page.url()}: ${text}`);
    });
    page.on('pageerror', (error) => {
      if (HYDRATION_ERROR.test(error.message)) hydration.push(`${page.url()}: ${error.message}`);
    });
    await use(page);
    expect(blocked, `Content-Security-Policy violations on ${page.url()}`).toEqual([]);
    expect(hydration, 'hydration errors').toEqual([]);
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

/** The toasts on screen (components/toaster.tsx: list items of the polite live region). */
export function toasts(page: Page) {
  return page.locator('ol[aria-live="polite"] > li');
}

export { expect };
