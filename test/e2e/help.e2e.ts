/**
 * The help centre against the real server: the handbook sidebar (filter, click offset,
 * scroll-following highlight), the support search, the 404 for an unknown article, the category
 * template, the pages without JavaScript, and axe on every kind of help page.
 */
import { expect, test, type Page } from '@playwright/test';
import { axe } from './support/axe.ts';

async function expectNoAxeViolations(page: Page) {
  const results = await axe(page).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const nav = (page: Page) => page.locator('clinic-handbook-nav');
const activeEntry = (page: Page) => nav(page).locator('.nav-link[aria-current="location"]');
/** How far the element's top is from the viewport's top, in px. */
const topOf = (page: Page, id: string) => page.evaluate((target) => document.getElementById(target)!.getBoundingClientRect().top, id);

test('the handbook sidebar filters the sections by section or subsection title, ignoring case', async ({ page }) => {
  await page.goto('/handbook');
  // Its filter comes with its code, which the visitor's pointer fetches.
  await nav(page).hover();
  const search = nav(page).getByRole('searchbox', { name: 'Search the handbook' });
  await search.fill('REMINDERS');
  await expect(nav(page).locator('.nav-link')).toHaveText(['Appointment Scheduling']);
  await expect(nav(page).locator('.nav-sublink')).toHaveText(['Automated Reminders']);
  await expect(nav(page).getByRole('status')).toHaveText('1 of 10 sections match');
  await search.fill('billing');
  await expect(nav(page).locator('.nav-link')).toHaveText(['Billing & Invoicing']);
  await search.fill('qqq');
  await expect(nav(page).getByRole('status')).toHaveText('No sections match “qqq”.');
  await search.press('Escape');
  await expect(nav(page).locator('.nav-link')).toHaveCount(10);
});

test('a click scrolls the entry to 100 px below the top (at once under reduced motion), focuses it and sets the address', async ({ page }) => {
  await page.goto('/handbook');
  await nav(page).getByRole('link', { name: 'Communication', exact: true }).click();
  // Smooth scrolling takes a moment: poll until it settles at the offset.
  await expect.poll(async () => Math.round(await topOf(page, 'communication')), { timeout: 5_000, intervals: [100] }).toBe(100);
  await expect(page.locator('#communication h2')).toBeFocused();
  await expect(page).toHaveURL(/\/handbook#communication$/);
  await expect(activeEntry(page)).toHaveText('Communication');

  await nav(page).getByRole('button', { name: 'Client Management subsections' }).click();
  await nav(page).getByRole('link', { name: 'Photo Management' }).click();
  await expect.poll(async () => Math.round(await topOf(page, 'photo-management')), { timeout: 5_000, intervals: [100] }).toBe(100);
  await expect(page.locator('#photo-management h3')).toBeFocused();
  await expect(activeEntry(page)).toHaveText('Client Management');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await nav(page).getByRole('link', { name: 'Analytics & Reporting', exact: true }).click();
  expect(Math.round(await topOf(page, 'analytics-reporting'))).toBe(100);
});

test('the active section follows scrolling: the one crossing the band 10%–20% from the top', async ({ page }) => {
  await page.goto('/handbook');
  const scrollSo = (id: string, fraction: number) =>
    page.evaluate(
      ([target, at]) => {
        const top = document.getElementById(target as string)!.getBoundingClientRect().top + scrollY - innerHeight * (at as number);
        window.scrollTo({ top, behavior: 'instant' });
      },
      [id, fraction] as const,
    );
  for (const [id, title] of [
    ['billing-invoicing', 'Billing & Invoicing'],
    ['security-compliance', 'Security & Compliance'],
    ['getting-started', 'Getting Started'],
  ]) {
    await scrollSo(id!, 0.15);
    await expect(activeEntry(page)).toHaveText(title!);
  }
  // Its top below the band: the section above is still the one crossing it.
  await scrollSo('communication', 0.3);
  await expect(activeEntry(page)).toHaveText('Billing & Invoicing');
});

test('a visitor who scrolls before the page script has come still sees the section in view highlighted', async ({ page }) => {
  // The script is held until the visitor has scrolled: the scroll that wakes the sidebar came first.
  let releaseScript: () => void = () => undefined;
  const scriptHeld = new Promise<void>((resolve) => {
    releaseScript = resolve;
  });
  await page.route('**/clinic-widgets.js', async (route) => {
    await scriptHeld;
    await route.continue();
  });
  // The deferred script holds DOMContentLoaded: the page is read to its footer, and not further.
  await page.goto('/handbook', { waitUntil: 'commit' });
  await page.locator('footer').last().waitFor({ state: 'attached' });
  await page.evaluate(() => {
    const top = document.getElementById('billing-invoicing')!.getBoundingClientRect().top + scrollY - innerHeight * 0.15;
    window.scrollTo({ top, behavior: 'instant' });
    return new Promise((resolve) => addEventListener('scroll', resolve, { once: true }));
  });
  releaseScript();
  await expect(activeEntry(page)).toHaveText('Billing & Invoicing');
});

test('support search finds the GST article for GSTIN and opens it with Enter; nonsense points to the channels', async ({ page }) => {
  await page.goto('/support');
  const box = page.getByRole('searchbox', { name: 'Search the help articles' });
  await box.fill('xyzzy qwerty');
  const empty = page.locator('clinic-help-search .no-results');
  await expect(empty).toContainText('No articles match “xyzzy qwerty”.');
  await expect(empty.getByRole('link', { name: /Call \+91/ })).toHaveAttribute('href', 'tel:+918047182290');
  await expect(empty.getByRole('link', { name: /Email support@/ })).toHaveAttribute('href', 'mailto:support@clinicplatform.in');
  await empty.getByRole('button', { name: /Live chat/ }).click();
  await expect(page.locator('clinic-chat')).toHaveAttribute('open', '');

  await box.fill('GSTIN');
  await expect(page.locator('clinic-help-search a.result').first()).toHaveAttribute('href', '/help/gst-compliance');
  await expect(page.locator('clinic-help-search [role="status"]')).toContainText('found for “GSTIN”');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/help\/gst-compliance$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('GST Compliance for Clinics');
});

test("/help/unknown-id answers 404 with 'Article Not Found' and a link back to /support", async ({ page }) => {
  const response = await page.goto('/help/unknown-id');
  expect(response!.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article Not Found');
  await expect(page.getByText("The help article you're looking for doesn't exist.")).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Back to Help Center' }).click();
  await expect(page).toHaveURL(/\/support$/);
  await expectNoAxeViolations(page);
});

test("/help/category/nonsense answers 404 and shows 'No articles found in this category.' under the title from the slug", async ({ page }) => {
  const response = await page.goto('/help/category/nonsense');
  expect(response!.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nonsense');
  await expect(page.locator('clinic-help-category')).toContainText('No articles found in this category.');
});

test('the help pages are readable with JavaScript off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/help/gst-compliance');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('GST Compliance for Clinics');
  await expect(page.getByRole('heading', { name: 'The rates at a glance' })).toBeVisible();
  await page.goto('/handbook');
  await expect(page.getByRole('heading', { name: 'Troubleshooting', level: 2 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Handbook' }).getByRole('link', { name: 'Automated Reminders' })).toBeVisible();
  await page.goto('/support');
  await expect(page.getByText('How do I bring my existing client records into the platform?')).toBeVisible();
  await context.close();
});

test('axe finds no violation on /support, /handbook, an article and a category page, and nothing overflows at 360 px', async ({ page }) => {
  // Five pages, each with a full axe run: more than one test's usual time on a busy machine.
  test.setTimeout(90_000);
  for (const path of ['/support', '/handbook', '/help/whatsapp-integration', '/help/category/features-usage', '/help/category/nonsense']) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    await page.waitForFunction(() => customElements.get('clinic-faq') !== undefined);
    if (path === '/support') await page.getByRole('searchbox', { name: 'Search the help articles' }).fill('whatsapp');
    if (path === '/handbook') {
      await nav(page).hover();
      await nav(page).getByRole('button', { name: 'Introduction subsections' }).click();
    }
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
  }
});
