import { expect, test, type Page } from '@playwright/test';
import { buildExamples } from '../../demo-hosts/examples/build.ts';

let files: Awaited<ReturnType<typeof buildExamples>>;
test.beforeAll(async () => {
  files = await buildExamples();
});

/** Serves demo-hosts/examples/ at /examples/ on the site's origin, beside the real bundle. */
async function serveExamples(page: Page) {
  await page.route('**/examples/*', (route) => {
    const name = new URL(route.request().url()).pathname.replace('/examples/', '');
    const file = files[name];
    return file ? route.fulfill({ status: 200, contentType: file.contentType, body: file.body }) : route.fallback();
  });
}

test('the React 19 example renders the elements with its own React, sets attributes and hears their events', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The app bundles the package's ES module: neither the classic script nor its chunks (with a React of
  // their own) are fetched.
  const classic: string[] = [];
  page.on('request', (request) => {
    if (/\/clinic-widgets\.js$|\/chunks\//.test(new URL(request.url()).pathname)) classic.push(request.url());
  });
  await serveExamples(page);
  await page.goto('/examples/react.html');
  const pricing = page.locator('clinic-pricing');
  await expect(pricing.getByText('₹3,000')).toBeVisible();
  await page.getByRole('button', { name: 'Show annual prices' }).click();
  await expect(pricing.getByText('₹28,800')).toBeVisible();
  await pricing.getByRole('link', { name: 'Start Free Trial' }).first().click();
  await expect(page.locator('#chosen-plan')).toHaveText('basic (annually)');
  expect(new URL(page.url()).pathname).toBe('/examples/react.html');
  await expect(page.locator('clinic-sign-in').getByLabel('Email address')).toBeVisible();
  expect(errors).toEqual([]);
  expect(classic).toEqual([]);
});

test('the plain HTML example uses the typed properties, events and global', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await serveExamples(page);
  await page.goto('/examples/plain.html');
  await expect(page.locator('#version')).toHaveText(/^\d+\.\d+\.\d+/);
  await page.getByRole('button', { name: 'Show annual prices' }).click();
  const pricing = page.locator('clinic-pricing');
  await expect(pricing.getByText('₹72,000')).toBeVisible();
  await pricing.getByRole('link', { name: 'Contact Sales' }).click();
  await expect(page.locator('#chosen-plan')).toHaveText('enterprise (annually)');
  await page.getByRole('button', { name: 'Open the chat' }).click();
  await expect(page.locator('#chat-toggles')).toHaveText('open ');
  expect(errors).toEqual([]);
});
