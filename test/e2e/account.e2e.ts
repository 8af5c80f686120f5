import { expect, test, type Page } from '@playwright/test';
import { insertExpiredResetToken, resetLinkFor, uniqueEmail } from './support/data.ts';
import { PASSWORD, fillRegistration } from './support/session.ts';
import { chunkOf } from '../support/chunks.ts';
import { axe } from './support/axe.ts';

/** Records the elements' events that reach the document. */
async function recordEvents(page: Page) {
  await page.addInitScript(() => {
    const seen: { type: string; detail: unknown }[] = [];
    (window as unknown as { clinicEvents: typeof seen }).clinicEvents = seen;
    for (const type of ['clinic-registered', 'clinic-signed-in', 'clinic-signed-out', 'clinic-reset-link-sent', 'clinic-password-reset']) {
      document.addEventListener(type, (event) => seen.push({ type, detail: (event as CustomEvent).detail }));
    }
  });
}
const events = (page: Page) => page.evaluate(() => (window as unknown as { clinicEvents: { type: string; detail: any }[] }).clinicEvents);

async function expectNoAxeViolations(page: Page) {
  const results = await axe(page).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function register(page: Page, email: string) {
  await page.goto('/register');
  const form = page.locator('clinic-register');
  await fillRegistration(page, email, { clinicName: 'Lotus Skin & Laser', ownerName: 'Dr. Nisha Kapoor', clinicType: 'dermatology', location: 'New Delhi' });
  await form.getByLabel('Team size (optional)').selectOption('6-15');
  await form.getByRole('checkbox').press('Space');
  await form.getByRole('button', { name: 'Start Free Trial' }).press('Enter');
  await expect(form.getByRole('heading', { name: 'Your free trial has started' })).toBeVisible();
}

async function signIn(page: Page, email: string, password: string) {
  const form = page.locator('clinic-sign-in');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Password', { exact: true }).press('Enter');
}

test('register a clinic, sign out, sign in; a wrong password shows the banner', async ({ page }) => {
  const email = uniqueEmail('register');
  await recordEvents(page);
  await page.goto('/register');
  await expectNoAxeViolations(page);
  // Sending the empty form marks every required field and focuses the first.
  await page.locator('clinic-register').getByRole('button', { name: 'Start Free Trial' }).press('Enter');
  await expect(page.locator('clinic-register').getByText('Clinic name is required')).toBeVisible();
  await expect(page.locator('clinic-register').getByLabel('Clinic name *')).toBeFocused();
  await expectNoAxeViolations(page);

  await register(page, email);
  const registered = (await events(page)).find((e) => e.type === 'clinic-registered');
  expect(registered?.detail.user).toMatchObject({ email, name: 'Dr. Nisha Kapoor', clinicName: 'Lotus Skin & Laser' });
  await expect(page.locator('header clinic-session-status')).toContainText('Dr. Nisha Kapoor');
  await expectNoAxeViolations(page);

  // Logging out clears the session and goes to /login.
  await page.locator('clinic-register').getByRole('button', { name: 'Sign out' }).press('Enter');
  await page.waitForURL((url) => url.pathname === '/login');
  await expect(page.locator('header clinic-session-status').getByRole('link', { name: 'Sign In' })).toBeVisible();

  await page.goto('/login');
  await expectNoAxeViolations(page);
  await signIn(page, email, 'not-the-password');
  await expect(page.locator('clinic-sign-in').getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page.locator('clinic-sign-in').getByLabel('Email address')).toHaveValue(email);
  await expectNoAxeViolations(page);

  await signIn(page, email, PASSWORD);
  await expect(page.locator('clinic-sign-in').getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  expect((await events(page)).some((e) => e.type === 'clinic-signed-in' && e.detail.user.email === email)).toBe(true);
  // On the site's own pages the refresh token is the API's HttpOnly cookie: storage keeps the user alone.
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('clinic.session') ?? 'null'));
  expect(saved).toMatchObject({ email, role: expect.any(String) });
  expect(saved).not.toHaveProperty('token');
  expect(saved).not.toHaveProperty('refreshToken');
});

test('forgot password → mail in the outbox → reset with each rule broken → new password only; the link is spent', async ({ page }) => {
  const email = uniqueEmail('reset');
  await register(page, email);
  await page.locator('clinic-register').getByRole('button', { name: 'Sign out' }).press('Enter');
  await page.waitForURL((url) => url.pathname === '/login');

  await page.goto('/forgot-password');
  await expectNoAxeViolations(page);
  const forgot = page.locator('clinic-forgot-password');
  await forgot.getByLabel('Email address').fill(email);
  await forgot.getByLabel('Email address').press('Enter');
  await expect(forgot.getByText(`We've sent a password reset link to ${email}.`)).toBeVisible();
  await expectNoAxeViolations(page);

  await expect.poll(() => resetLinkFor(email)).not.toBeNull();
  const link = new URL(resetLinkFor(email)!);
  await page.goto(link.pathname + link.search);
  const reset = page.locator('clinic-reset-password');
  await expect(reset.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await expectNoAxeViolations(page);

  const attempts: [string, string, string][] = [
    ['NewPassw0rd', 'NewPassw0rdX', 'Passwords do not match'],
    ['Sh0rt', 'Sh0rt', 'Password must be at least 8 characters long'],
    ['NOLOWER123', 'NOLOWER123', 'Password must contain at least one lowercase letter'],
    ['noupper123', 'noupper123', 'Password must contain at least one uppercase letter'],
    ['NoNumberHere', 'NoNumberHere', 'Password must contain at least one number'],
  ];
  for (const [password, confirm, message] of attempts) {
    await reset.getByLabel('New Password', { exact: true }).fill(password);
    await reset.getByLabel('Confirm New Password').fill(confirm);
    await reset.getByLabel('Confirm New Password').press('Enter');
    await expect(reset.getByRole('alert')).toHaveText(message);
  }
  await expectNoAxeViolations(page);
  await reset.getByLabel('New Password', { exact: true }).fill('Fresh-Start-99');
  await reset.getByLabel('Confirm New Password').fill('Fresh-Start-99');
  await reset.getByRole('button', { name: 'Reset Password' }).press('Enter');
  await expect(reset.getByRole('heading', { name: 'Password Reset Successful' })).toBeVisible();
  await expect(reset.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  await expectNoAxeViolations(page);

  await page.goto('/login');
  await signIn(page, email, PASSWORD);
  await expect(page.locator('clinic-sign-in').getByRole('alert')).toHaveText('Invalid email or password');
  await signIn(page, email, 'Fresh-Start-99');
  await expect(page.locator('clinic-sign-in').getByRole('heading', { name: 'Welcome back' })).toBeVisible();

  await page.goto(link.pathname + link.search);
  await expect(reset.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
  await expect(reset.getByRole('alert')).toHaveText('Invalid or expired reset token');
});

test('an expired or missing token shows the invalid view', async ({ page }) => {
  const email = uniqueEmail('expired');
  await register(page, email);
  const token = insertExpiredResetToken(email);
  await page.goto(`/reset-password?token=${token}`);
  const reset = page.locator('clinic-reset-password');
  await expect(reset.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
  await expect(reset.getByRole('link', { name: 'Request a New Link' })).toHaveAttribute('href', '/forgot-password');
  await expectNoAxeViolations(page);
  await page.goto('/reset-password');
  await expect(reset.getByRole('alert')).toHaveText('Invalid or missing reset token');
});

test("the reset link is checked once, the check starting while the form's code loads", async ({ page }) => {
  const code = chunkOf('widgets/elements/reset-password/reset-password.component.tsx');
  const checks: string[] = [];
  const chunks: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/api/auth/verify-reset-token') checks.push(path);
    if (path === `/chunks/${code}`) chunks.push(path);
  });
  // The form's code is held back until the check has gone out: the page's script starts it.
  let releaseCode: () => void = () => undefined;
  const codeHeld = new Promise<void>((resolve) => {
    releaseCode = resolve;
  });
  await page.route(`**/chunks/${code}`, async (route) => {
    await codeHeld;
    await route.continue();
  });
  await page.goto('/reset-password?token=not-a-real-token');
  await expect.poll(() => checks.length).toBe(1);
  releaseCode();
  const reset = page.locator('clinic-reset-password');
  await expect(reset.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
  expect(chunks).toHaveLength(1);
  expect(checks).toHaveLength(1);
});

test('with APP_URL set, signing in lands on the application with the access token and the user in the fragment', async ({ page }) => {
  const email = uniqueEmail('handoff');
  await register(page, email);
  await page.locator('clinic-register').getByRole('button', { name: 'Sign out' }).press('Enter');
  await page.waitForURL((url) => url.pathname === '/login');
  await page.goto(`${process.env.E2E_HANDOFF_URL}/login`);
  await signIn(page, email, PASSWORD);
  await page.waitForURL((url) => url.pathname === '/clinic-app/start');
  const url = new URL(page.url());
  expect(url.search).toBe('');
  const fragment = new URLSearchParams(url.hash.slice(1));
  expect(fragment.get('token')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  // Signed in on the API's own origin, the refresh token stays in its HttpOnly cookie: the page never held it.
  expect(fragment.get('refreshToken')).toBeNull();
  expect(JSON.parse(fragment.get('user')!)).toMatchObject({ email });
});
