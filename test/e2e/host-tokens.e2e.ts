/**
 * Where a signed-in page keeps its session. On the site's own pages (the API on the page's origin)
 * the refresh token is an HttpOnly cookie that no script can read: storage and `document.cookie`
 * hold none, and the session survives a reload. On a partner's page (the API on another origin)
 * the session is the tab's alone, in sessionStorage: nothing in the partner's localStorage.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_ACCOUNT, startDemoHosts, type DemoHosts } from '../../demo-hosts/serve.ts';
import { PASSWORD, createAccount } from './support/session.ts';

/** Everything a script on the page can read: both storages, whole, and `document.cookie`. */
function readable(page: Page) {
  return page.evaluate(() => ({
    local: Object.fromEntries(Object.entries(localStorage)),
    session: Object.fromEntries(Object.entries(sessionStorage)),
    cookie: document.cookie,
  }));
}

async function refreshCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'clinic_refresh');
}

test('on the site’s own pages no script can read a refresh token, and the session survives a reload', async ({ page, context, request }) => {
  const email = await createAccount(request, 'host-cookie', 'Dr. Kavya Menon');
  await page.goto('/login');
  const form = page.locator('clinic-sign-in');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Password', { exact: true }).press('Enter');
  await expect(form.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

  const cookie = await refreshCookie(context);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
  const token = cookie!.value;
  expect(token).toMatch(/^[\w-]{43}$/);
  const seen = await readable(page);
  expect(JSON.stringify(seen)).not.toContain(token);
  expect(seen.cookie).not.toContain('clinic_refresh');
  // The user is kept for every tab; no token is kept in storage at all.
  expect(JSON.parse(seen.local['clinic.session']!)).toMatchObject({ email });
  expect(Object.keys(seen.local)).not.toContain('clinic.refreshToken');
  expect(Object.keys(seen.local)).not.toContain('clinic.token');
  expect(JSON.parse(seen.local['clinic.session']!)).not.toHaveProperty('refreshToken');
  expect(JSON.stringify(seen.session)).not.toMatch(/refreshToken/i);
  expect(await page.evaluate(() => window.ClinicWidgets!.session.getState().refreshToken)).toBeNull();

  // A reload: the access token lived in memory, so the page refreshes it with the cookie first, and
  // no call is refused for want of one.
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() === 401) refused.push(response.url());
  });
  const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/auth/refresh-token') && response.status() === 200);
  const confirmed = page.waitForResponse((response) => response.url().endsWith('/api/auth/me') && response.status() === 200);
  await page.reload();
  await refreshed;
  await confirmed;
  await expect(page.locator('header clinic-session-status').getByRole('button', { name: /Dr\. Kavya Menon/ })).toBeVisible();
  expect(refused).toEqual([]);
  const rotated = await refreshCookie(context);
  expect(rotated?.value).toMatch(/^[\w-]{43}$/);
  expect(rotated?.value).not.toBe(token);
  const after = await readable(page);
  expect(JSON.stringify(after)).not.toContain(rotated!.value);
  expect(after.cookie).not.toContain('clinic_refresh');

  // Signing out revokes it on the server and removes the cookie.
  await page.evaluate(() => window.ClinicWidgets!.session.signOut());
  await expect.poll(async () => (await refreshCookie(context)) ?? null).toBeNull();
  const spent = await request.post('/api/auth/refresh-token', { data: { refreshToken: rotated!.value } });
  expect(spent.status()).toBe(401);
});

test.describe('on a partner’s page', () => {
  let hosts: DemoHosts;
  test.beforeAll(async () => {
    hosts = await startDemoHosts({ sitePort: 8491, partnerPort: 8492, apiPort: 8493, logs: false });
  });
  test.afterAll(async () => {
    await hosts?.close();
  });

  test('the session is the tab’s own, in sessionStorage: none in localStorage, none in a new tab', async ({ page, context }) => {
    // A session an older script kept in the partner's localStorage is removed once the page uses the API.
    await page.goto(`${hosts.partnerUrl}/`);
    await page.evaluate(() => {
      localStorage.setItem(
        'clinic.session',
        JSON.stringify({ id: 'old', name: 'Old', email: 'old@example.in', role: 'owner', token: 't', refreshToken: 'old-30-day' }),
      );
      localStorage.setItem('clinic.refreshToken', 'old-30-day');
    });
    await page.reload();
    const form = page.locator('clinic-sign-in');
    await form.getByLabel('Email address').fill(DEMO_ACCOUNT.email);
    await form.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNT.password);
    await form.getByLabel('Password', { exact: true }).press('Enter');
    await expect(form.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

    const seen = await readable(page);
    const kept = JSON.parse(seen.session['clinic.session']!);
    expect(kept).toMatchObject({ email: DEMO_ACCOUNT.email, token: expect.any(String), refreshToken: expect.stringMatching(/^[\w-]{43}$/) });
    expect(seen.session['clinic.refreshToken']).toBe(kept.refreshToken);
    // localStorage keeps no session and no token: only the device token, which signs nobody in.
    expect(Object.keys(seen.local).filter((key) => key.startsWith('clinic.'))).toEqual(['clinic.deviceToken']);
    expect(JSON.stringify(seen.local)).not.toContain(kept.refreshToken);
    expect(seen.cookie).toBe('');
    expect(await context.cookies()).toEqual([]);

    // Another tab of the same partner site starts signed out: the session ends with its tab.
    const other = await context.newPage();
    await other.goto(`${hosts.partnerUrl}/`);
    await expect(other.locator('clinic-sign-in').getByLabel('Email address')).toBeVisible();
    expect(await other.evaluate(() => window.ClinicWidgets!.session.getState().status)).toBe('unauthenticated');
    expect(await other.evaluate(() => sessionStorage.getItem('clinic.session'))).toBeNull();
  });
});
