/**
 * Registration from the visitor's side: the plan chosen on /pricing carried to the form, a form
 * whose fields line up, a welcome e-mail and next steps after registering, and a returning
 * signed-in visitor told they are signed in.
 */
import { expect, test } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { uniqueEmail } from './support/data.ts';
import { createAccount, fillRegistration, signInSession, storeSession } from './support/session.ts';

/** The decoded text of every mail in the outbox addressed to `email`. */
function mailsTo(email: string): string[] {
  const dir = join(process.env.E2E_DATA_DIR!, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .map((file) =>
      readFileSync(join(dir, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    )
    .filter((mail) => mail.toLowerCase().includes(`to: ${email.toLowerCase()}`));
}

test('Start Free Trial on /pricing carries the plan and billing period; the form shows the plan chosen', async ({ page }) => {
  await page.goto('/pricing');
  const pricing = page.locator('clinic-pricing');
  await pricing.getByRole('radio', { name: /Annually/ }).check();
  await pricing.getByRole('link', { name: 'Start Free Trial — Pro' }).click();
  await page.waitForURL((url) => url.pathname === '/register');
  expect(new URL(page.url()).search).toBe('?plan=pro&billing=annually');
  const choice = page.locator('clinic-register').locator('.plan-choice');
  await expect(choice).toHaveText('Plan: Pro, billed annually (₹72,000 a year + 18% GST) Change plan');
  await expect(choice.getByRole('link', { name: 'Change plan' })).toHaveAttribute('href', /\/pricing$/);

  // A made-up plan or the sales-only plan shows no plan line.
  for (const search of ['?plan=platinum&billing=annually', '?plan=enterprise', '?plan=%3Cb%3E']) {
    await page.goto(`/register${search}`);
    await expect(page.locator('clinic-register').getByLabel('Clinic name *')).toBeVisible();
    await expect(page.locator('clinic-register').locator('.plan-choice')).toHaveCount(0);
  }
});

test('the register page says "Start your free trial" once, and fields side by side line up', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/register');
  await expect(page.locator('clinic-register').getByLabel('Clinic name *')).toBeVisible();
  await expect(page.getByText('Start your free trial', { exact: true })).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Start your free trial' })).toHaveCount(1);
  const visibleHeadings = await page
    .locator('clinic-register')
    .evaluate((el) => [...el.shadowRoot!.querySelectorAll('h2')].filter((h) => h.getBoundingClientRect().height > 1).map((h) => h.textContent));
  expect(visibleHeadings).toEqual([]);
  const top = (label: string) =>
    page
      .locator('clinic-register')
      .getByLabel(label, { exact: true })
      .evaluate((input) => Math.round(input.getBoundingClientRect().top));
  const left = (label: string) =>
    page
      .locator('clinic-register')
      .getByLabel(label, { exact: true })
      .evaluate((input) => Math.round(input.getBoundingClientRect().left));
  for (const [a, b] of [
    ['Password *', 'Confirm password *'],
    ['Clinic type *', 'Location *'],
    ['Clinic name *', 'Owner name *'],
  ]) {
    expect(await left(a!), `${a} and ${b} share a row`).toBeLessThan(await left(b!));
    expect(await top(a!), `${a} lines up with ${b}`).toBe(await top(b!));
  }
});

test('the forgot and reset forms are the same width', async ({ page }) => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/forgot-password');
    await expect(page.locator('clinic-forgot-password').getByLabel(/Email/)).toBeVisible();
    const forgot = (await page.locator('clinic-forgot-password').boundingBox())!.width;
    await page.goto('/reset-password?token=not-a-real-token');
    await expect(page.locator('clinic-reset-password').getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
    const reset = (await page.locator('clinic-reset-password').boundingBox())!.width;
    expect(reset).toBe(forgot);
    expect(forgot).toBeGreaterThan(viewport.width > 600 ? 480 : 300);
  }
});

test('registering sends a welcome e-mail and shows next steps; a returning user sees "You\'re signed in"', async ({ page, request, browser }) => {
  const email = uniqueEmail('welcome');
  await page.goto('/register');
  await fillRegistration(page, email, { clinicName: 'Tulsi Wellness', ownerName: 'Meera Iyer', clinicType: 'wellness', location: 'Kochi, Kerala' });
  await page.locator('clinic-register').getByRole('checkbox').check();
  await page.locator('clinic-register').getByRole('button', { name: 'Start Free Trial' }).click();
  const form = page.locator('clinic-register');
  await expect(form.getByRole('heading', { name: 'Your free trial has started' })).toBeFocused();
  await expect(form).toContainText(`We've sent a welcome email with these links to ${email}.`);
  const steps = form.getByRole('region', { name: 'Next steps' });
  const links = steps.getByRole('link');
  await expect(links).toHaveText(['Set up your clinic with the getting started guide', 'Find answers in the help centre', 'Talk to our team']);
  const base = process.env.E2E_BASE_URL!;
  expect(await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href))).toEqual([
    `${base}/handbook#getting-started`,
    `${base}/support`,
    `${base}/contact`,
  ]);

  await expect.poll(() => mailsTo(email).length).toBe(1);
  const mail = mailsTo(email)[0]!;
  expect(mail).toContain('Subject: Welcome to ClinicPlatform: your free trial has started');
  expect(mail).toContain(`${base}/handbook#getting-started`);

  // The getting-started link lands on that section of the handbook.
  await links.first().click();
  await page.waitForURL((url) => url.pathname === '/handbook' && url.hash === '#getting-started');
  await expect(page.locator('#getting-started')).toBeVisible();

  // Coming back to /register later: signed in, not a trial that has just started.
  await page.goto('/register');
  await expect(form.getByRole('heading', { name: "You're signed in" })).toBeVisible();
  await expect(form.getByRole('heading', { name: 'Your free trial has started' })).toHaveCount(0);
  await expect(form.getByRole('region', { name: 'Next steps' }).getByRole('link')).toHaveCount(3);
  expect(mailsTo(email)).toHaveLength(1);

  // The same for a session restored from an earlier visit.
  const other = await createAccount(request, 'returning');
  const context = await browser.newContext();
  const fresh = await context.newPage();
  await storeSession(fresh, await signInSession(request, other));
  await fresh.goto('/register');
  await expect(fresh.locator('clinic-register').getByRole('heading', { name: "You're signed in" })).toBeVisible();
  await context.close();
});
