/**
 * Nothing a visitor does while a page wakes up is lost. Each case opens an element's host page as
 * a slow phone would (CPU throttled 4×, the widget script and each of its chunks held back a
 * random 0–3 s) and replays a visitor's first interactions at random moments while the page
 * loads: before the script, while its code arrives, after. It then checks the end state (values,
 * ticks, open items) and that each submission was sent exactly once, with what the visitor
 * entered. Delays and moments come from a seed: `WAKE_UP_SEEDS` seeds per case (5 by default,
 * 50 in `npm run test:stress`), run side by side in batches of 5 pages, and a failure names its
 * seed, which `WAKE_UP_SEED=n` replays alone.
 */
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { seeded } from '../support/seeded.ts';

const SEEDS = process.env.WAKE_UP_SEED
  ? [Number(process.env.WAKE_UP_SEED)]
  : Array.from({ length: Number(process.env.WAKE_UP_SEEDS ?? 5) }, (_, index) => 1000 + index);

/** What the API was asked: each call's path and body. */
interface Call {
  path: string;
  body: Record<string, unknown>;
}

/** Canned answers, so each case counts its own calls exactly (the server's own behaviour is tested elsewhere). */
const ANSWERS: Record<string, { status: number; body: unknown }> = {
  '/api/auth/login': { status: 401, body: { message: 'Invalid email or password' } },
  '/api/auth/register': { status: 409, body: { message: 'Email already exists' } },
  '/api/auth/forgot-password': { status: 200, body: { message: 'If an account exists for that address, a reset link is on its way.' } },
  '/api/auth/verify-reset-token': { status: 200, body: { valid: true } },
  '/api/auth/reset-password': { status: 400, body: { message: 'Invalid or expired reset token' } },
  '/api/contact': { status: 201, body: { message: 'Thank you! We will get back to you soon.' } },
  '/api/newsletter': { status: 201, body: { message: 'Subscribed' } },
};

/** The visitor's page on a slow phone, for one seed; `moment()` waits a random 0–`most` ms. */
interface SlowPage {
  page: Page;
  calls: Call[];
  moment(most?: number): Promise<void>;
}

async function slowPage(page: Page, seed: number, path: string, viewport = { width: 1280, height: 900 }): Promise<SlowPage> {
  const next = seeded(seed);
  const calls: Call[] = [];
  await page.setViewportSize(viewport);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // The widget script and every chunk arrive late, each by its own random delay.
  await page.route(/\/(clinic-widgets\.js|chunks\/[^/]+\.js)$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, Math.floor(next() * 3000)));
    await route.continue().catch(() => undefined);
  });
  await page.route(/\/api\//, async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const answer = ANSWERS[url.pathname];
    if (request.method() !== 'POST' || !answer) return route.continue();
    calls.push({ path: url.pathname, body: request.postDataJSON() as Record<string, unknown> });
    return route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body) });
  });
  await page.goto(path, { waitUntil: 'commit' });
  return { page, calls, moment: (most = 1200) => page.waitForTimeout(Math.floor(next() * most)) };
}

/** Every call to `path`, once the page has settled (each submission must have made exactly one). */
const callsTo = (calls: Call[], path: string) => calls.filter((call) => call.path === path);

/** True once the element's own code answers (its held actions done). */
async function awake(element: Locator): Promise<void> {
  await expect
    .poll(
      () =>
        element.evaluate((host) => (window as unknown as { __clinicHeldActions?: { awake: WeakSet<Element> } }).__clinicHeldActions?.awake.has(host) ?? false),
      {
        timeout: 20_000,
      },
    )
    .toBe(true);
}

const TIMEOUT = { timeout: 20_000 };

/** One visitor's first interactions with an element on its host page, and the end state they leave. */
type Case = (page: Page, seed: number) => Promise<void>;

const CASES: Record<string, Case> = {
  'sign-in: ticked box, typed fields and one submission': async (page, seed) => {
    const { calls, moment } = await slowPage(page, seed, '/login');
    const form = page.locator('clinic-sign-in');
    await form.getByLabel('Email address').fill('late@e2e.example.in');
    await moment();
    await form.getByLabel('Remember me for 30 days').check();
    await moment();
    await form.getByLabel('Password', { exact: true }).fill('not-the-password');
    await moment();
    await form.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(form.getByRole('alert')).toHaveText('Invalid email or password', TIMEOUT);
    await expect(form.getByLabel('Email address')).toHaveValue('late@e2e.example.in');
    await expect(form.getByLabel('Remember me for 30 days')).toBeChecked();
    expect(callsTo(calls, '/api/auth/login').map((call) => call.body)).toEqual([
      { email: 'late@e2e.example.in', password: 'not-the-password', rememberMe: true },
    ]);
  },
  'register: every field, the terms box and one submission': async (page, seed) => {
    const { calls, moment } = await slowPage(page, seed, '/register');
    const form = page.locator('clinic-register');
    await form.getByLabel('Clinic name *').fill('Lotus Skin & Laser');
    await form.getByLabel('Owner name *').fill('Dr. Nisha Kapoor');
    await moment();
    await form.getByLabel('Email address *').fill('taken@e2e.example.in');
    await form.getByLabel('Phone number *').fill('+91 98111 22334');
    await moment();
    await form.getByLabel('Password *', { exact: true }).fill('Clinic-Start-2025');
    await form.getByLabel('Confirm password *').fill('Clinic-Start-2025');
    await moment();
    await form.getByLabel('Clinic type *').selectOption('dermatology');
    await form.getByLabel('Location *').fill('New Delhi');
    await form.getByRole('checkbox').check();
    await moment();
    await form.getByRole('button', { name: 'Start Free Trial' }).click();
    await expect(form.getByRole('alert').first()).toContainText('Email already exists', TIMEOUT);
    await expect(form.getByLabel('Clinic type *')).toHaveValue('dermatology');
    await expect(form.getByRole('checkbox')).toBeChecked();
    const sent = callsTo(calls, '/api/auth/register');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({
      clinicName: 'Lotus Skin & Laser',
      ownerName: 'Dr. Nisha Kapoor',
      email: 'taken@e2e.example.in',
      password: 'Clinic-Start-2025',
      clinicType: 'dermatology',
      location: 'New Delhi',
      agreeToTerms: true,
    });
  },
  'forgot password: the address and one submission': async (page, seed) => {
    const { calls, moment } = await slowPage(page, seed, '/forgot-password');
    const form = page.locator('clinic-forgot-password');
    await moment();
    await form.getByLabel('Email address').fill('owner@e2e.example.in');
    await moment();
    await form.getByLabel('Email address').press('Enter');
    await expect(form.getByText('owner@e2e.example.in')).toBeVisible(TIMEOUT);
    expect(callsTo(calls, '/api/auth/forgot-password').map((call) => call.body)).toEqual([{ email: 'owner@e2e.example.in' }]);
  },
  'reset password: both fields and one submission': async (page, seed) => {
    const { calls, moment } = await slowPage(page, seed, '/reset-password?token=wake-up-token');
    const form = page.locator('clinic-reset-password');
    await form.getByLabel('New Password', { exact: true }).fill('Another-Start-2026');
    await moment();
    await form.getByLabel('Confirm New Password', { exact: true }).fill('Another-Start-2026');
    await moment();
    await form.getByRole('button', { name: 'Reset Password' }).click();
    await expect(form.getByRole('alert').first()).toContainText('Invalid or expired reset token', TIMEOUT);
    expect(callsTo(calls, '/api/auth/reset-password').map((call) => call.body)).toEqual([{ token: 'wake-up-token', password: 'Another-Start-2026' }]);
  },
  'contact: the fields, the chosen way to reply and one submission': async (page, seed) => {
    const { calls, moment } = await slowPage(page, seed, '/contact');
    const form = page.locator('clinic-contact-form');
    await form.getByLabel('Full name').fill('Dr. Meera Iyer');
    await moment();
    await form.getByLabel('Email address').fill('meera@e2e.example.in');
    await moment();
    await form.getByLabel('Message').fill('Please call me about the Pro plan.');
    await moment();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Thank you! We will get back to you soon.')).toBeVisible(TIMEOUT);
    const sent = callsTo(calls, '/api/contact');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ name: 'Dr. Meera Iyer', email: 'meera@e2e.example.in', message: 'Please call me about the Pro plan.' });
  },
  'newsletter: the address and one submission': async (page, seed) => {
    const { calls, moment } = await slowPage(page, seed, '/');
    const form = page.locator('clinic-newsletter');
    await form.getByRole('textbox').fill('news@e2e.example.in');
    await moment();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('status')).toContainText('Subscribed', TIMEOUT);
    expect(callsTo(calls, '/api/newsletter').map((call) => call.body)).toEqual([{ email: 'news@e2e.example.in' }]);
  },
  'pricing: the billing period chosen': async (page, seed) => {
    const { moment } = await slowPage(page, seed, '/pricing');
    const pricing = page.locator('clinic-pricing');
    await moment();
    await pricing.locator('label', { hasText: 'Annually' }).click();
    await expect(pricing.getByRole('radio', { name: /Annually/ })).toBeChecked();
    await awake(pricing);
    await expect(pricing.getByRole('radio', { name: /Annually/ })).toBeChecked();
    await expect(pricing).toHaveAttribute('billing', 'annually', TIMEOUT);
    await expect(pricing.locator('.price .per').first()).toHaveText('per year');
  },
  'feature tabs: the tab chosen': async (page, seed) => {
    const { moment } = await slowPage(page, seed, '/features');
    const tabs = page.locator('clinic-feature-tabs');
    const third = tabs.getByRole('tab').nth(2);
    await third.waitFor();
    await moment();
    await third.click();
    await expect(third).toHaveAttribute('aria-selected', 'true', TIMEOUT);
    await expect(tabs.getByRole('tabpanel')).toHaveAttribute('id', (await third.getAttribute('aria-controls'))!);
  },
  'demo tour: the section chosen': async (page, seed) => {
    const { moment } = await slowPage(page, seed, '/demo');
    const tour = page.locator('clinic-demo-tour');
    const second = tour.getByRole('tab').nth(1);
    await second.waitFor();
    await moment();
    await second.click();
    await expect(second).toHaveAttribute('aria-selected', 'true', TIMEOUT);
    await expect(tour.getByRole('tab', { selected: true })).toHaveCount(1);
  },
  'FAQ: the question opened': async (page, seed) => {
    const { moment } = await slowPage(page, seed, '/support');
    const faq = page.locator('clinic-faq');
    const questions = faq.locator('summary');
    await questions.nth(2).waitFor();
    await moment();
    await questions.nth(2).click();
    await awake(faq);
    await expect(faq.locator('details[open]')).toHaveCount(1);
    await expect(faq.locator('details').nth(2)).toHaveAttribute('open', '');
  },
  'handbook search: the words typed': async (page, seed) => {
    const { moment } = await slowPage(page, seed, '/handbook');
    const nav = page.locator('clinic-handbook-nav');
    const search = nav.getByLabel('Search the handbook');
    await search.waitFor();
    await moment();
    await search.fill('gst');
    await expect(nav.getByRole('status')).toContainText('sections match', TIMEOUT);
    await expect(search).toHaveValue('gst');
  },
  'help search: the words typed': async (page, seed) => {
    const { moment } = await slowPage(page, seed, '/support');
    const search = page.locator('clinic-help-search');
    await moment();
    await search.getByLabel('Search the help articles').fill('GST invoice');
    await expect(search.getByRole('status')).toContainText('found for “GST invoice”', TIMEOUT);
  },
  'chat launcher: the chat asked for opens': async (page, seed) => {
    const { moment } = await slowPage(page, seed, '/support');
    const launcher = page.locator('clinic-chat-launcher').getByRole('button', { name: 'Start Live Chat' });
    await launcher.waitFor();
    await moment();
    await launcher.click();
    await expect(page.locator('clinic-chat')).toHaveAttribute('open', '', TIMEOUT);
  },
  'header menu on a phone: the menu opened': async (page, seed) => {
    const { moment } = await slowPage(page, seed, '/pricing', { width: 390, height: 844 });
    const menu = page.locator('clinic-site-header').getByRole('button', { name: 'Menu' });
    await menu.waitFor();
    await moment(800);
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true', TIMEOUT);
    await expect(page.locator('#site-menu')).toBeVisible();
  },
};

/** Runs `run` for each seed, 5 pages at a time, each in a fresh context; reports every failing seed. */
async function eachSeed(browser: Browser, run: Case): Promise<void> {
  const failures: string[] = [];
  for (let at = 0; at < SEEDS.length; at += 5) {
    await Promise.all(
      SEEDS.slice(at, at + 5).map(async (seed) => {
        const context = await browser.newContext();
        try {
          await run(await context.newPage(), seed);
        } catch (error) {
          failures.push(`seed ${seed}: ${error instanceof Error ? error.message : String(error)}`);
        } finally {
          await context.close();
        }
      }),
    );
  }
  expect(failures, `replay one with WAKE_UP_SEED=<seed>`).toEqual([]);
}

test.describe('nothing a visitor does while the page wakes up is lost', () => {
  test.describe.configure({ timeout: 60_000 + SEEDS.length * 15_000 });
  for (const [name, run] of Object.entries(CASES)) {
    test(name, async ({ browser }) => {
      await eachSeed(browser, run);
    });
  }
});

test('a chunk that cannot be fetched leaves the form in place with a notice; Try Again brings the code and the form works', async ({ page }) => {
  let offline = true;
  const calls: Call[] = [];
  await page.route(/\/chunks\/[^/]+\.js$/, (route) => (offline ? route.abort('internetdisconnected') : route.continue()));
  await page.route(/\/api\/auth\/login$/, async (route) => {
    calls.push({ path: '/api/auth/login', body: route.request().postDataJSON() as Record<string, unknown> });
    await route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify(ANSWERS['/api/auth/login']!.body) });
  });
  page.on('console', () => undefined);
  await page.goto('/login');
  const form = page.locator('clinic-sign-in');
  await form.getByLabel('Email address').fill('offline@e2e.example.in');
  await form.getByLabel('Password', { exact: true }).fill('not-the-password');
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  const notice = form.getByRole('alert');
  await expect(notice).toContainText('Network error. Please check your connection.');
  // The form is still there and usable: what was typed stays, the button is not left busy.
  await expect(form.getByLabel('Email address')).toHaveValue('offline@e2e.example.in');
  await expect(form.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
  expect(calls).toEqual([]);
  offline = false;
  await notice.getByRole('button', { name: 'Try Again' }).click();
  await expect(notice).toHaveCount(0);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(form.getByRole('alert')).toHaveText('Invalid email or password');
  expect(calls.map((call) => call.body)).toEqual([{ email: 'offline@e2e.example.in', password: 'not-the-password', rememberMe: false }]);
});
