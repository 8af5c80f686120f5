/**
 * A returning, signed-in visitor is never offered what they already have: /register greets them
 * as an account holder, and the footer offers their account, not "Sign In".
 */
import { expect, test } from '@playwright/test';
import { createAccount, signInSession, storeSession } from './support/session.ts';

test('signed in, /register heads the page with the account, not "Start your free trial", and the footer offers "Your account"', async ({ page, request }) => {
  await storeSession(page, await signInSession(request, await createAccount(request, 'signed-in-copy')));
  await page.goto('/register');
  await expect(page.locator('clinic-register').getByRole('heading', { name: "You're signed in" })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName('Your ClinicPlatform account');
  await expect(page.getByText('Start your free trial', { exact: true })).toBeHidden();
  await expect(page.getByText('Free for 14 days. Set up in minutes.')).toBeHidden();
  const footer = page.locator('footer');
  await expect(footer.getByRole('link', { name: 'Your account' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Sign In' })).toBeHidden();
});

test('signed out, /register offers the free trial and the footer "Sign In", also with JavaScript off', async ({ browser }) => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName('Start your free trial');
    await expect(page.getByText('Free for 14 days. Set up in minutes.')).toBeVisible();
    await expect(page.getByText('Your clinic is set up on ClinicPlatform.')).toBeHidden();
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Your account' })).toBeHidden();
    await context.close();
  }
});
