/**
 * The elements where they will live: on pages the project does not control (demo-hosts/). The
 * demo hosts are started here, on their own ports, with the real API server behind them.
 */
import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNT, STRICT_CSP, startApiServer, startDemoHosts, type DemoHosts } from '../../demo-hosts/serve.ts';
import { axe } from './support/axe.ts';

const PORTS = { sitePort: 8481, partnerPort: 8482, apiPort: 8483 };
const REFUSING_API_PORT = 8484;

let hosts: DemoHosts;

test.beforeAll(async () => {
  hosts = await startDemoHosts({ ...PORTS, logs: false });
});
test.afterAll(async () => {
  await hosts?.close();
});

/** Records the elements' events that reach the host's document, across navigations in the tab. */
async function recordEvents(page: Page) {
  await page.addInitScript(() => {
    for (const type of ['clinic-chat-toggle', 'clinic-plan-selected', 'clinic-signed-in']) {
      document.addEventListener(type, (event) => {
        const seen = JSON.parse(sessionStorage.getItem('e2e.events') ?? '[]');
        seen.push({ type, detail: (event as CustomEvent).detail });
        sessionStorage.setItem('e2e.events', JSON.stringify(seen));
      });
    }
  });
}
const events = (page: Page): Promise<{ type: string; detail: any }[]> => page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e.events') ?? '[]'));

async function expectNoAxeViolations(page: Page) {
  // Let opening animations (the chat panel's fade-in) finish, so axe sees the final colours.
  await page.evaluate(() =>
    Promise.all(
      [...document.querySelectorAll('*')]
        .flatMap((element) => element.shadowRoot?.getAnimations() ?? [])
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
  const results = await axe(page).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Opens the chat with its launcher, asks a question and waits for the reply (1.5 s). */
async function ask(page: Page, question: string, reply: RegExp) {
  const chat = page.locator('clinic-chat');
  const dialog = chat.getByRole('dialog', { name: 'ClinicPlatform assistant' });
  if (!(await dialog.isVisible())) await chat.getByRole('button', { name: 'Chat with us' }).click();
  const input = chat.getByRole('textbox', { name: 'Your message' });
  await expect(input).toBeFocused();
  await input.fill(question);
  await input.press('Enter');
  await expect(input).toBeDisabled();
  await expect(dialog.getByText(reply)).toBeVisible();
  await expect(input).toBeEnabled();
  return dialog;
}

async function signIn(page: Page) {
  const form = page.locator('clinic-sign-in');
  await form.getByLabel('Email address').fill(DEMO_ACCOUNT.email);
  await form.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNT.password);
  await form.getByLabel('Password', { exact: true }).press('Enter');
  return form;
}

test('hostile CMS page: sign-in, pricing and chat stay visible and usable under global resets', async ({ page }) => {
  await recordEvents(page);
  await page.goto(`${hosts.siteUrl}/demo-hosts/cms.html`);

  // Sign-in: fields and buttons shown at the element's own size despite `button { display: none }` and 34px fonts.
  const form = page.locator('clinic-sign-in');
  const email = form.getByLabel('Email address');
  await expect(email).toBeVisible();
  await expect(form.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  expect(await email.evaluate((el) => getComputedStyle(el).fontSize)).toBe('16px');
  expect((await email.boundingBox())!.height).toBeGreaterThanOrEqual(44);

  // Pricing: the toggle works by keyboard.
  const pricing = page.locator('clinic-pricing');
  await expect(pricing.getByText('₹3,000', { exact: true })).toBeVisible();
  await pricing.getByRole('radio', { name: 'Monthly' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(pricing.getByRole('radio', { name: /Annually/ })).toBeChecked();
  await expect(pricing.getByText('₹28,800', { exact: true })).toBeVisible();
  await expect(pricing.getByText('Saving ₹7,200 a year')).toBeVisible();
  await expect(pricing).toHaveAttribute('billing', 'annually');
  await expectNoAxeViolations(page);

  // Chat: opens (with its short animation) and answers.
  const panel = await ask(page, 'How do I connect WhatsApp?', /Read more: Connecting and Using WhatsApp/);
  expect(await panel.evaluate((el) => getComputedStyle(el).animationName)).toBe('chat-in');
  await expectNoAxeViolations(page);

  await signIn(page);
  await expect(form.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

  // Contact Sales: the event reaches the document, then the link is followed.
  await pricing.getByRole('link', { name: /Contact Sales/ }).click();
  await page.waitForURL(`${hosts.siteUrl}/contact`);
  const seen = await events(page);
  expect(seen).toContainEqual({ type: 'clinic-chat-toggle', detail: { open: true } });
  expect(seen).toContainEqual({ type: 'clinic-plan-selected', detail: { plan: 'enterprise', billing: 'annually' } });
  // The conversation and the open panel follow the visitor to the next page of the tab.
  const dialog = page.locator('clinic-chat').getByRole('dialog', { name: 'ClinicPlatform assistant' });
  await expect(dialog.getByText('How do I connect WhatsApp?')).toBeVisible();
});

test('partner origin: the theme applies, sign-in works through ALLOWED_ORIGINS, events reach the document', async ({ page }) => {
  await recordEvents(page);
  await page.goto(`${hosts.partnerUrl}/`);
  const pricing = page.locator('clinic-pricing');
  const proButton = pricing.getByRole('link', { name: 'Start Free Trial — Pro' });
  await expect(proButton).toBeVisible();

  // --clinic-* reach inside the shadow roots; ::part() restyles the named parts.
  const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--clinic-color-primary').trim());
  expect(primary).toBe('#5b2a86');
  expect(await proButton.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(91, 42, 134)');
  expect(await proButton.evaluate((el) => getComputedStyle(el).fontFamily)).toContain('Georgia');
  const launcher = page.locator('clinic-chat').getByRole('button', { name: 'Chat with us' });
  expect(await launcher.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(91, 42, 134)');
  expect(await launcher.evaluate((el) => getComputedStyle(el).borderTopLeftRadius)).toBe('16px');
  await expectNoAxeViolations(page);

  // The host cancels clinic-plan-selected: the visitor stays on the partner's page.
  await page.evaluate(() => document.addEventListener('clinic-plan-selected', (event) => event.preventDefault()));
  await proButton.click();
  expect(await events(page)).toContainEqual({ type: 'clinic-plan-selected', detail: { plan: 'pro', billing: 'monthly' } });
  expect(page.url()).toBe(`${hosts.partnerUrl}/`);

  // Links in replies lead to the platform's site, not the partner's.
  const dialog = await ask(page, 'What are your prices?', /We have three plans/);
  // Every control is at least 44 by 44 pixels.
  for (const control of [
    launcher,
    dialog.getByRole('button', { name: 'Close chat' }),
    dialog.getByRole('button', { name: 'Send' }),
    pricing.getByRole('button').first(),
  ]) {
    const box = (await control.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  }
  await expect(dialog.getByRole('link', { name: 'pricing page' })).toHaveAttribute('href', `${hosts.siteUrl}/pricing`);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(launcher).toBeFocused();
  const toggles = (await events(page)).filter((e) => e.type === 'clinic-chat-toggle').map((e) => e.detail.open);
  expect(toggles).toEqual([true, false]);

  const form = await signIn(page);
  await expect(form.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  expect((await events(page)).find((e) => e.type === 'clinic-signed-in')?.detail.user.email).toBe(DEMO_ACCOUNT.email);
});

test('partner origin: an API that does not name the partner in ALLOWED_ORIGINS refuses the sign-in, the visitor is told the form is not available here and the console what to set', async ({
  page,
}) => {
  const refusing = await startApiServer({ port: REFUSING_API_PORT });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  try {
    await page.goto(`${hosts.partnerUrl}/`);
    const form = page.locator('clinic-sign-in');
    await form.evaluate((el, base) => el.setAttribute('api-base', base), refusing.url);
    await signIn(page);
    // CORS hides the refusal (it fails as a network failure would); the API's origin check tells them apart.
    await expect(form.getByRole('alert')).toHaveText('This form is not available on this site yet.');
    await expect(form.getByLabel('Email address')).toHaveValue(DEMO_ACCOUNT.email);
    const partnerOrigin = new URL(hosts.partnerUrl).origin;
    const fix = warnings.find((text) => text.includes('ALLOWED_ORIGINS'));
    expect(fix, warnings.join('\n')).toContain(`Add ${partnerOrigin} to ALLOWED_ORIGINS`);
    expect(warnings.join('\n')).not.toContain('check your connection');
  } finally {
    await refusing.close();
  }
});

test('partner origin: an API that cannot be reached at all still says to check the connection', async ({ page }) => {
  await page.goto(`${hosts.partnerUrl}/`);
  const form = page.locator('clinic-sign-in');
  // Nothing listens there: no answer, and no origin check either.
  await form.evaluate((el, base) => el.setAttribute('api-base', base), `http://127.0.0.1:${REFUSING_API_PORT}`);
  await signIn(page);
  await expect(form.getByRole('alert')).toHaveText('Network error. Please check your connection.');
});

test("playground: checks a partner site's origin and says what to set on the server", async ({ page }) => {
  await page.goto(`${hosts.siteUrl}/demo-hosts/playground.html#clinic-sign-in`);
  const address = page.getByLabel("The partner site's address");
  const result = page.locator('#partner-result');
  const partnerOrigin = new URL(hosts.partnerUrl).origin;
  await address.fill(`${partnerOrigin}/pricing`);
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(result).toHaveText(`${partnerOrigin} may call the API: the forms embedded there will work.`);
  await address.fill('kesar-clinic.example');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(result).toContainText('https://kesar-clinic.example may not call the API yet');
  await expect(result).toContainText('Add https://kesar-clinic.example to ALLOWED_ORIGINS on the server');
});

test('strict CSP page: nothing is refused and nothing is logged as an error; the elements work', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`), true);
  });
  const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  const response = await page.goto(`${hosts.siteUrl}/demo-hosts/strict-csp.html`);
  expect(response!.headers()['content-security-policy']).toBe(STRICT_CSP);
  const pricing = page.locator('clinic-pricing');
  await pricing.getByRole('radio', { name: /Annually/ }).check();
  await expect(pricing.getByText('₹72,000', { exact: true })).toBeVisible();
  const panel = await ask(page, 'Is my data secure?', /compliant with HIPAA, GDPR, ISO 27001 and SOC 2/);
  // prefers-reduced-motion: the panel appears without its animation.
  expect(await panel.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  await expectNoAxeViolations(page);
  const form = await signIn(page);
  await expect(form.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.locator('clinic-session-status')).toContainText(DEMO_ACCOUNT.name);
  await expect(page.locator('#event-log')).toContainText('clinic-signed-in');

  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);
  // The listener does see violations: an inline <style> added now is refused and reported.
  await page.evaluate(() => document.head.append(Object.assign(document.createElement('style'), { textContent: 'body { color: red }' })));
  await expect.poll(violations).toEqual([expect.stringMatching(/^style-src/)]);
});

test('playground: every element of the manifest, each on its own with its attributes', async ({ page, request }) => {
  const manifest = await (await request.get(`${hosts.siteUrl}/custom-elements.json`)).json();
  const declarations: { tagName: string; attributes: { name: string }[] }[] = manifest.modules
    .flatMap((m: any) => m.declarations)
    .filter((d: { tagName?: string }) => d.tagName);
  await page.goto(`${hosts.siteUrl}/demo-hosts/playground.html`);
  const nav = page.getByRole('navigation', { name: 'Elements' });
  await expect(nav.getByRole('link')).toHaveText(declarations.map((d) => d.tagName));

  await nav.getByRole('link', { name: 'clinic-pricing', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('<clinic-pricing>');
  const pricingAttributes = declarations.find((d) => d.tagName === 'clinic-pricing')!.attributes.map((a) => a.name);
  await expect(page.locator('#attributes label')).toHaveText(pricingAttributes);
  const stage = page.locator('#stage');
  await page.getByLabel('billing', { exact: true }).selectOption('annually');
  await expect(stage.locator('clinic-pricing').getByText('₹28,800', { exact: true })).toBeVisible();
  await page.getByLabel('sections', { exact: true }).fill('faq');
  await expect(stage.locator('clinic-pricing').getByRole('table')).toHaveCount(0);
  await expect(stage.locator('clinic-pricing').getByRole('button', { name: 'Can I change my plan later?' })).toBeVisible();

  await nav.getByRole('link', { name: 'clinic-chat', exact: true }).click();
  await expect(stage.locator('clinic-pricing')).toHaveCount(0);
  await page.getByLabel('open', { exact: true }).check();
  await expect(stage.locator('clinic-chat').getByRole('dialog')).toBeVisible();
  await expect(page.locator('#event-log')).toContainText('clinic-chat-toggle {"open":true}');
  await expectNoAxeViolations(page);
});

test('playground: a theme preset and token controls restyle the element; "Copy embed code" gives absolute links and the pinned script with its integrity', async ({
  page,
}) => {
  await page.goto(`${hosts.siteUrl}/demo-hosts/playground.html#clinic-pricing`);
  const pricing = page.locator('#stage clinic-pricing');
  const cta = pricing.getByRole('link', { name: 'Start Free Trial — Pro' });
  await expect(cta).toBeVisible();
  await page.getByLabel('--clinic-color-primary', { exact: true }).fill('#5b2a86');
  await expect.poll(() => cta.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(91, 42, 134)');
  await page.getByLabel('data-theme', { exact: true }).selectOption('dark');
  await expect.poll(() => pricing.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(17, 24, 28)');
  await page.getByLabel('billing', { exact: true }).selectOption('annually');

  await page.getByRole('button', { name: 'Copy embed code' }).click();
  const code = page.locator('#embed-code');
  await expect(code).toContainText('<clinic-pricing');
  const text = (await code.textContent()) ?? '';
  const pinned = /^<script src="([^"]+)" integrity="(sha384-[^"]+)" crossorigin="anonymous" defer><\/script>\n/.exec(text);
  expect(pinned, text).not.toBeNull();
  const [, src = '', integrity = ''] = pinned!;
  const version = await page.evaluate(() => (window as unknown as { ClinicWidgets: { version: string } }).ClinicWidgets.version);
  expect(src).toBe(`${hosts.siteUrl}/${version}/clinic-widgets.js`);
  // The hash is the one of the bytes that URL answers, so the pasted tag loads.
  const served = await (await fetch(src)).arrayBuffer();
  expect(integrity).toBe(`sha384-${createHash('sha384').update(Buffer.from(served)).digest('base64')}`);
  expect(text).toContain(`signup-href="${hosts.siteUrl}/register"`);
  expect(text).toContain(`sales-href="${hosts.siteUrl}/contact"`);
  expect(text).toContain('billing="annually"');
  expect(text).toContain('data-theme="dark"');
  expect(text).toContain('style="--clinic-color-primary: #5b2a86"');
});

test('the demo serves the React 19 and plain examples beside the bundle', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${hosts.siteUrl}/examples/react.html`);
  await expect(page.locator('clinic-pricing').getByText('₹3,000')).toBeVisible();
  await page.goto(`${hosts.siteUrl}/examples/plain.html`);
  await expect(page.locator('#version')).toHaveText(/^\d+\.\d+\.\d+/);
  expect(errors).toEqual([]);
});
