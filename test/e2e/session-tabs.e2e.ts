import { expect, test } from '@playwright/test';

const signedIn = {
  id: 'u-tabs',
  name: 'Asha Rao',
  email: 'asha@example.in',
  role: 'owner',
  avatar: null,
  clinicName: 'Glow Skin Clinic',
  token: 'access',
  refreshToken: 'refresh',
};

test('a session change in one tab shows in another', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto('/');
  await second.goto('/');
  const status = second.locator('header clinic-session-status');
  await expect(status.getByRole('link', { name: 'Sign In' })).toBeVisible();

  // Signing in in the first tab (the element writes the same keys) shows in the second.
  await first.evaluate((session) => localStorage.setItem('clinic.session', JSON.stringify(session)), signedIn);
  await expect(status.getByRole('button', { name: /Asha Rao/ })).toBeVisible();
  await expect(status.getByText('Asha Rao', { exact: true }).first()).toBeVisible();

  // Signing out in the first tab shows in the second.
  await first.evaluate(() => window.ClinicWidgets!.session.signOut());
  await expect(status.getByRole('link', { name: 'Sign In' })).toBeVisible();
});
