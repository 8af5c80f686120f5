/**
 * What a visitor and a search engine meet on the real server: addresses from the server's own
 * PUBLIC_URL, robots.txt, sitemap.xml, icons and manifest, permanent redirects, the chat's answers,
 * /error with hostile queries, consistent testimonials, the footer year, the announcement banner,
 * the handbook and privacy pages on a phone.
 */
import { expect, test, type Page } from '@playwright/test';
import { sourceDate } from '../../scripts/source-date.ts';
import { axe } from './support/axe.ts';

const BASE = process.env.E2E_BASE_URL!;

async function expectNoAxeViolations(page: Page) {
  const { violations } = await axe(page).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('addresses for search engines', () => {
  test("canonical, og:url, og:image and JSON-LD carry the server's PUBLIC_URL, not the build machine's", async ({ request }) => {
    // The e2e server runs with PUBLIC_URL on 127.0.0.1 and its own port; the build knows neither.
    for (const path of ['/', '/pricing', '/help/gst-compliance']) {
      const html = await (await request.get(path)).text();
      const url = `${BASE}${path}`;
      expect(html).toContain(`<link rel="canonical" href="${url}" />`);
      expect(html).toContain(`<meta property="og:url" content="${url}" />`);
      expect(html).toContain(`<meta property="og:image" content="${BASE}/assets/og-image.png" />`);
      const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);
      expect(jsonLd.url).toBe(url);
      expect(jsonLd.publisher.url).toBe(BASE);
      expect(html).not.toMatch(/localhost:8080|public-url\.invalid/);
    }
  });

  test('robots.txt names the sitemap; sitemap.xml lists every route and help article at PUBLIC_URL', async ({ request }) => {
    // Every address of every language is requested: hundreds of pages, one after another.
    test.setTimeout(180_000);
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
    expect(await robots.text()).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    for (const path of ['/', '/pricing', '/support', '/handbook', '/help/gst-compliance', '/help/category/getting-started', '/terms']) {
      expect(locs).toContain(`${BASE}${path}`);
    }
    // Error pages and templates are not for search engines.
    for (const path of ['/404', '/500', '/error', '/reset-password', '/help/category', '/help-article-not-found']) expect(locs).not.toContain(`${BASE}${path}`);
    for (const loc of locs) expect((await request.get(loc.slice(BASE.length), { maxRedirects: 0 })).status(), loc).toBe(200);
  });

  test('favicon.ico, apple-touch-icon.png and the web app manifest with its icons are real', async ({ request, page }) => {
    const ico = await request.get('/favicon.ico');
    expect(ico.status()).toBe(200);
    const icoBytes = await ico.body();
    expect([...icoBytes.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    const touch = await request.get('/apple-touch-icon.png');
    const png = await touch.body();
    expect(touch.headers()['content-type']).toBe('image/png');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([180, 180]);
    await page.goto('/');
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await request.get(manifestHref!)).json();
    expect(manifest.name).toBe('ClinicPlatform');
    for (const icon of manifest.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
    // The browser loads the icons without a console error.
    const decoded = await page.evaluate(async () => {
      const image = new Image();
      image.src = '/assets/icon-192.png';
      await image.decode();
      return [image.naturalWidth, image.naturalHeight];
    });
    expect(decoded).toEqual([192, 192]);
  });

  test('the addresses people type redirect permanently, keeping the query', async ({ request }) => {
    for (const [from, to] of [
      ['/help', '/support'],
      ['/signin', '/login'],
      ['/sign-in', '/login'],
      ['/signup?plan=pro&billing=annually', '/register?plan=pro&billing=annually'],
      ['/sign-up', '/register'],
    ]) {
      const answer = await request.get(from!, { maxRedirects: 0 });
      expect(answer.status(), from).toBe(301);
      expect(answer.headers().location, from).toBe(to);
    }
  });
});

test.describe('the chat assistant', () => {
  async function ask(page: Page, question: string) {
    const chat = page.locator('clinic-chat');
    const count = await chat.locator('.message.bot').count();
    await chat.getByRole('textbox', { name: 'Your message' }).fill(question);
    await chat.getByRole('textbox', { name: 'Your message' }).press('Enter');
    await expect(chat.locator('.message.bot')).toHaveCount(count + 1, { timeout: 10_000 });
    return chat.locator('.message.bot').last();
  }

  test('answers company questions from its topics, greetings as greetings, and how-to questions from the help content', async ({ page }) => {
    await page.goto('/pricing');
    await page.locator('clinic-chat').getByRole('button', { name: 'Chat with us' }).click();
    // The chat's code comes with that first click, which opens it once hydrated.
    await expect(page.locator('clinic-chat').getByRole('dialog')).toBeVisible();
    await expect(await ask(page, 'What are your prices?')).toContainText('We have three plans');
    await expect(await ask(page, 'hi')).toContainText('Hello, and welcome!');
    await expect(await ask(page, 'Is GST included?')).toContainText('18% GST is added to your invoice');
    const whatsapp = await ask(page, 'Do you support WhatsApp?');
    await expect(whatsapp.getByRole('link', { name: 'Connecting and Using WhatsApp' })).toHaveAttribute('href', `${BASE}/help/whatsapp-integration`);
  });

  test('quotes the help content with its source, says when it does not know, and offers the channels with WhatsApp', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const fetched: string[] = [];
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/assets/assistant-index.json')) fetched.push(request.url());
      if (request.url().endsWith('/api/assistant') && request.method() === 'POST') asked.push(request.postData() ?? '');
    });
    await page.goto('/');
    await page.locator('clinic-chat').getByRole('button', { name: 'Chat with us' }).click();
    await expect(page.locator('clinic-chat').getByRole('dialog')).toBeVisible();
    // Nothing of the assistant comes with the page or the open chat.
    expect(fetched).toEqual([]);
    expect(asked).toEqual([]);
    // Asked for a person, it names WhatsApp beside e-mail and phone.
    const human = await ask(page, 'I want to talk to a human');
    await expect(human.getByRole('link', { name: 'WhatsApp', exact: true })).toHaveAttribute('href', 'https://wa.me/918047182290');
    await expect(human.getByRole('link', { name: 'support@clinicplatform.in' })).toBeVisible();
    const unknown = await ask(page, 'Do you integrate with Tally?');
    await expect(unknown).toContainText("I don't know the answer to that");
    await expect(unknown).toContainText("I'm an automatic assistant");
    await expect(unknown.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/918047182290');
    await expect(unknown.getByRole('link', { name: 'support@clinicplatform.in' })).toBeVisible();
    const reply = await ask(page, 'How do I export my invoices for my accountant?');
    await expect(reply).toContainText('chartered accountant');
    await expect(reply.getByRole('group', { name: 'Was this helpful?' })).toBeVisible();
    // Each question is one call to the answer endpoint, with the question and the one before it alone; the passages never come.
    expect(asked.map((body) => JSON.parse(body)).at(-1)).toEqual({
      question: 'How do I export my invoices for my accountant?',
      previous: 'Do you integrate with Tally?',
    });
    expect(fetched).toEqual([]);
    // What people ask of a page reaches it in words the page does not use.
    const everyday = await ask(page, 'who still owes us money');
    await expect(everyday.getByRole('link', { name: 'Understanding Financial Reports' })).toBeVisible();
    await expect(everyday.getByRole('group', { name: 'Was this helpful?' })).toBeVisible();
    const source = reply.getByRole('link', { name: 'Understanding Financial Reports' });
    await expect(source).toHaveAttribute('href', `${BASE}/help/financial-reports`);
    await expect(source).not.toHaveAttribute('target', '_blank');
    await expectNoAxeViolations(page);
    await source.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Understanding Financial Reports');
  });
});

test.describe('/error', () => {
  test('shows only known codes and never the message parameter', async ({ page }) => {
    await page.goto(`/error?code=ACCOUNT_LOCKED&message=${encodeURIComponent('Your account is locked. Call +1 555 0100 to unlock it.')}`);
    // The element's own screen (its light-DOM static copy is no longer shown once it renders).
    const screen = page.locator('clinic-error-page .screen[part="panel"]');
    await expect(screen.locator('.code')).toHaveText('UNKNOWN_ERROR');
    await expect(screen.locator('.lead')).toHaveText('Something unexpected happened');
    await expect(page.getByText('Call +1 555 0100')).toHaveCount(0);
    await page.goto('/error?code=network_error');
    await expect(screen.locator('.code')).toHaveText('NETWORK_ERROR');
    await expect(screen.locator('.lead')).toHaveText('We could not reach our servers. Please check your connection and try again.');
  });

  for (const retry of ['/.//evil.example/x', '/%2e//evil.example/x', '//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)']) {
    test(`Try Again stays on the site for ?retry=${retry}`, async ({ page }) => {
      await page.goto(`/error?retry=${encodeURIComponent(retry)}`);
      const tryAgain = page.locator('clinic-error-page').getByRole('link', { name: 'Try Again' });
      await expect(tryAgain).toHaveAttribute('href', '/');
      await tryAgain.click();
      await expect(page).toHaveURL(`${BASE}/`);
    });
  }
});

test.describe('content that agrees with itself', () => {
  test('the same testimonial has the same name, role and city on /, /login and /register', async ({ page }) => {
    const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
    // The home page names every author: the name in bold, then role and city.
    await page.goto('/');
    const authors = new Map<string, string>();
    for (const figure of await page.locator('main .testimonials figure').all()) {
      const name = squash(await figure.locator('figcaption strong').textContent());
      const rest = squash(await figure.locator('figcaption').textContent())
        .slice(name.length)
        .trim();
      authors.set(squash(await figure.locator('blockquote').textContent()), `${name}, ${rest}`);
    }
    expect(authors.size).toBe(3);
    let quoted = 0;
    for (const path of ['/login', '/register']) {
      await page.goto(path);
      for (const figure of await page.locator('main figure').all()) {
        const quote = squash(await figure.locator('blockquote').textContent());
        expect(authors.has(quote), `${path} quotes "${quote.slice(0, 40)}…", which / does not`).toBe(true);
        expect(squash(await figure.locator('figcaption').textContent()), path).toBe(authors.get(quote));
        quoted += 1;
      }
    }
    expect(quoted).toBe(3);
  });

  test("the footer shows the year of the source's commit", async ({ page }) => {
    await page.goto('/about');
    await expect(page.locator('footer')).toContainText(`© ${sourceDate().getUTCFullYear()} ClinicPlatform`);
  });
});

test.describe('the announcement banner', () => {
  test('names its year and fits in two lines on a phone', async ({ page }) => {
    for (const width of [320, 360, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/');
      const text = page.locator('aside.announcement p');
      await expect(text).toContainText(/\b20\d\d\b/);
      await expect(page.getByRole('button', { name: 'Dismiss announcement' })).toBeVisible();
      const lines = await text.evaluate((p) => Math.round(p.getBoundingClientRect().height / parseFloat(getComputedStyle(p).lineHeight)));
      expect(lines, `${width} px`).toBeLessThanOrEqual(2);
    }
  });

  test('is dismissed by keyboard, stays dismissed for the visitor, and focus moves on', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const banner = page.getByRole('complementary', { name: 'Announcement' });
    const dismiss = banner.getByRole('button', { name: 'Dismiss announcement' });
    await expect(dismiss).toBeVisible();
    await page.keyboard.press('Tab'); // skip link
    await page.keyboard.press('Tab'); // the banner's link
    await page.keyboard.press('Tab');
    await expect(dismiss).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => document.activeElement?.closest('header') !== null)).toBe(true);
    await page.goto('/pricing');
    await page.waitForFunction(() => customElements.get('clinic-chat') !== undefined);
    await expect(page.locator('aside.announcement')).toBeHidden();
  });
});

test.describe('phones', () => {
  test('the handbook has back-to-contents links and a Contents control that stays on screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/handbook');
    await page.evaluate(() => document.getElementById('troubleshooting')!.scrollIntoView({ behavior: 'instant' }));
    const jump = page.locator('.handbook-contents-jump a');
    await expect(jump).toBeInViewport();
    await page.evaluate(() => window.scrollBy({ top: -5000, behavior: 'instant' }));
    await expect(jump).toBeInViewport();
    await jump.click();
    await expect(page.locator('#handbook-contents')).toBeInViewport();
    const backLinks = page.getByRole('link', { name: '↑ Back to contents' });
    expect(await backLinks.count()).toBe(10);
    await page.evaluate(() => document.getElementById('billing-invoicing')!.scrollIntoView({ behavior: 'instant' }));
    await page.locator('#billing-invoicing').getByRole('link', { name: '↑ Back to contents' }).click();
    await expect(page.locator('#handbook-contents')).toBeInViewport();
    await expectNoAxeViolations(page);
    // On a wide screen the contents sit beside the text: no extra controls.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(jump).toBeHidden();
  });

  test('the privacy tables are readable at 390 px: no cell squeezed to a word per line', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/privacy');
    const cells = page.locator('.info-table tbody td, .info-table tbody th');
    expect(await cells.count()).toBeGreaterThan(6);
    for (const cell of await cells.all()) {
      const box = (await cell.boundingBox())!;
      // biome-ignore lint/performance/useDomNodeTextContent: innerText is what the visitor sees.
      expect(box.width, await cell.innerText()).toBeGreaterThan(250);
    }
    await expect(page.locator('.info-table td').first()).toContainText('Clinic name');
    const label = await page
      .locator('.info-table td')
      .first()
      .evaluate((td) => getComputedStyle(td, '::before').content);
    expect(label).toBe('"What it includes"');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
  });
});

test('a phone number outside the Indian numbering plan is refused on /register with the field message', async ({ page }) => {
  await page.goto('/register');
  const form = page.locator('clinic-register');
  await form.getByLabel('Phone number *').fill('1234567890');
  await form.getByRole('button', { name: 'Start Free Trial' }).click();
  await expect(form.getByText('Please enter a valid Indian phone number: a 10-digit mobile, or a landline with its STD code (022 2345 6789)')).toBeVisible();
});

test('the configured WhatsApp number is on /contact, /support and in every footer, as a wa.me link', async ({ page, request }) => {
  // The e2e server runs with WHATSAPP_NUMBER='+91 80 4718 2290'.
  const link = (name: string) => page.getByRole('link', { name, exact: true });
  await page.goto('/contact');
  await expect(page.locator('.contact-details').getByRole('heading', { name: 'WhatsApp' })).toBeVisible();
  await expect(page.locator('.contact-details').getByRole('link', { name: '+91 80471 82290' })).toHaveAttribute('href', 'https://wa.me/918047182290');
  await expect(page.locator('footer').getByRole('link', { name: 'WhatsApp +91 80471 82290' })).toHaveAttribute('href', 'https://wa.me/918047182290');
  await page.goto('/support');
  await expect(page.locator('#support-channels').getByRole('link', { name: 'WhatsApp +91 80471 82290' })).toHaveAttribute('href', 'https://wa.me/918047182290');
  await expectNoAxeViolations(page);
  for (const path of ['/', '/pricing', '/help/gst-compliance']) {
    await page.goto(path);
    await expect(link('WhatsApp +91 80471 82290'), path).toHaveAttribute('href', 'https://wa.me/918047182290');
  }
  // Nothing of the blocks' placeholders is left in a page.
  for (const path of ['/contact', '/support', '/']) expect(await (await request.get(path)).text(), path).not.toMatch(/%WHATSAPP|data-clinic-whatsapp/);
});
