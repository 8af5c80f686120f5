/**
 * The WordPress plugin in a real WordPress (Debian's package, MariaDB, PHP): an administrator
 * uploads the built zip and sets it up; an editor places the pricing table from the block inserter
 * with a live preview; an author, who may not save script tags, places sign-in, registration and
 * the chat from a shortcode, a Custom HTML block and a block; a visitor uses each of them; what an
 * author may not do is refused with a message, never stripped in silence.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { startApiServer } from '../../demo-hosts/serve.ts';
import { freePort } from '../../scripts/free-port.ts';
import { packageWordPressPlugin } from '../../scripts/wordpress.ts';
import { uniqueEmail } from './support/data.ts';
import { fillRegistration } from './support/session.ts';
import { WP_USERS, startWordPress, wordpressMissing, type WordPress } from './support/wordpress.ts';

const missing = wordpressMissing();

test.describe('the WordPress plugin', () => {
  test.skip(missing !== null, `WordPress test skipped: ${missing}`);
  test.describe.configure({ timeout: 180_000 });

  let wordpress: WordPress;
  let api: { url: string; close(): Promise<void> };
  let zip: string;

  /** A page signed in to WordPress as `role`. */
  async function signedIn(browser: Browser, role: keyof typeof WP_USERS): Promise<Page> {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${wordpress.url}/wp-login.php`);
    await page.locator('#user_login').fill(WP_USERS[role].login);
    await page.locator('#user_pass').fill(WP_USERS[role].password);
    await page.locator('#wp-submit').click();
    await page.waitForURL(/\/wp-admin\//);
    return page;
  }

  /** Opens a new post (or page) in the block editor, ready for blocks. */
  async function newInEditor(page: Page, type: 'post' | 'page'): Promise<void> {
    await page.goto(`${wordpress.url}/wp-admin/post-new.php${type === 'page' ? '?post_type=page' : ''}`);
    await page.waitForFunction(
      () => (window as any).wp?.data?.select('core/editor')?.getCurrentPostId?.() && (window as any).wp.blocks.getBlockType('clinic-widgets/pricing'),
    );
  }

  /** Replaces the editor's content with `markup` (block markup) under `title`. */
  async function writeContent(page: Page, title: string, markup: string): Promise<void> {
    await page.evaluate(
      ({ title, markup }) => {
        const { wp } = window as any;
        wp.data.dispatch('core/editor').editPost({ title });
        wp.data.dispatch('core/block-editor').resetBlocks(wp.blocks.parse(markup));
      },
      { title, markup },
    );
  }

  /** Publishes through the editor's own save; resolves with the saved link, or the error notice it showed. */
  async function publish(page: Page): Promise<{ link: string | null; error: string | null }> {
    return page.evaluate(async () => {
      const { wp } = window as any;
      wp.data.dispatch('core/editor').editPost({ status: 'publish' });
      await wp.data.dispatch('core/editor').savePost();
      const error = wp.data
        .select('core/notices')
        .getNotices()
        .find((notice: { status: string }) => notice.status === 'error');
      return { link: error ? null : wp.data.select('core/editor').getPermalink(), error: error ? error.content : null };
    });
  }

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    zip = await packageWordPressPlugin();
    wordpress = await startWordPress(await freePort());
    api = await startApiServer({ port: await freePort(), allowedOrigins: [wordpress.url] });

    // The administrator uploads the zip as any site owner would, activates it and sets it up.
    const admin = await signedIn(browser, 'administrator');
    await admin.goto(`${wordpress.url}/wp-admin/plugin-install.php?tab=upload`);
    await admin.locator('#pluginzip').setInputFiles(zip);
    await admin.getByRole('button', { name: 'Install Now' }).click();
    await expect(admin.getByText('Plugin installed successfully.')).toBeVisible({ timeout: 60_000 });
    await admin.getByRole('link', { name: 'Activate Plugin' }).click();
    await expect(admin.getByText('Plugin activated.')).toBeVisible();
    await admin
      .getByRole('link', { name: 'Settings', exact: true })
      .filter({ has: admin.locator('xpath=self::*[contains(@href, "clinic-widgets")]') })
      .click();
    await expect(admin.getByRole('heading', { name: 'Clinic Widgets' })).toBeVisible();
    await expect(admin.getByText(wordpress.url, { exact: true })).toBeVisible();
    await admin.getByLabel('Script address').fill(`${api.url}/0.1.0/clinic-widgets.js`);
    await admin.getByRole('button', { name: 'Read it from the release' }).click();
    await expect(admin.getByRole('status')).toHaveText('Filled in from the release. Save the changes to use it.');
    await expect(admin.getByLabel('Integrity', { exact: true })).toHaveValue(/^sha384-/);
    await admin.getByRole('button', { name: 'Save Changes' }).click();
    await expect(admin.getByText('Settings saved.')).toBeVisible();
    await admin.context().close();
  });

  test.afterAll(async () => {
    const log = wordpress?.debugLog() ?? '';
    await Promise.all([wordpress?.close(), api?.close()]);
    // No PHP notice, warning or error came from the plugin.
    expect(log.split('\n').filter((line) => line.includes('clinic-widgets'))).toEqual([]);
  });

  test('settings that cannot work are refused with a message, and the earlier ones kept', async ({ browser }) => {
    const admin = await signedIn(browser, 'administrator');
    await admin.goto(`${wordpress.url}/wp-admin/options-general.php?page=clinic-widgets`);
    const saved = await admin.getByLabel('Integrity', { exact: true }).inputValue();
    await admin.getByLabel('Script address').fill(`${api.url}/v0/clinic-widgets.js`);
    await admin.getByLabel('API address').fill(`${api.url}/api`);
    await admin.getByRole('button', { name: 'Save Changes' }).click();
    await expect(admin.getByText(/An integrity value needs a pinned version/)).toBeVisible();
    await expect(admin.getByText('Leave /api off the API address: the widgets add it themselves.')).toBeVisible();
    await expect(admin.getByLabel('API address')).toHaveValue('');
    await admin.getByLabel('Script address').fill('javascript:alert(1)');
    await admin.getByLabel('Integrity', { exact: true }).fill(saved);
    await admin.getByRole('button', { name: 'Save Changes' }).click();
    await expect(admin.getByText(/The script address must be an http or https address ending in \/clinic-widgets\.js/)).toBeVisible();
    // Put back as it was: the pinned script with its integrity.
    await admin.getByLabel('Script address').fill(`${api.url}/0.1.0/clinic-widgets.js`);
    await admin.getByLabel('Integrity', { exact: true }).fill(saved);
    await admin.getByRole('button', { name: 'Save Changes' }).click();
    await expect(admin.getByText('Settings saved.')).toBeVisible();
    await admin.context().close();
  });

  test('an editor places the pricing table from the block inserter, sees it live, and visitors use it', async ({ browser }) => {
    const editor = await signedIn(browser, 'editor');
    await newInEditor(editor, 'page');
    await writeContent(editor, 'Plans for clinics', '');
    await editor.getByRole('button', { name: 'Toggle block inserter' }).click();
    await editor.getByPlaceholder('Search').fill('Clinic pricing');
    await editor.getByRole('option', { name: 'Clinic pricing' }).click();
    // The live element is the preview.
    const preview = editor.locator('.clinic-widgets-preview clinic-pricing');
    await expect(preview.getByRole('link', { name: 'Start Free Trial — Pro' })).toBeVisible({ timeout: 30_000 });
    // Each attribute is a setting in the block's sidebar; the preview follows it.
    const settings = editor.getByRole('button', { name: 'Settings', exact: true });
    if ((await settings.getAttribute('aria-pressed')) !== 'true') await settings.click();
    await editor.getByLabel('Billing').selectOption('annually');
    await expect(preview).toHaveAttribute('billing', 'annually');
    await expect(preview.getByRole('radio', { name: /Annually/ })).toBeChecked();
    const { link, error } = await publish(editor);
    expect(error).toBeNull();
    await editor.context().close();

    const visitor = await (await browser.newContext()).newPage();
    const errors: string[] = [];
    visitor.on('pageerror', (e) => errors.push(e.message));
    await visitor.goto(link!);
    const pricing = visitor.locator('clinic-pricing');
    await expect(pricing.getByRole('radio', { name: /Annually/ })).toBeChecked();
    await pricing.getByRole('radio', { name: /Monthly/ }).check();
    await expect(pricing.getByRole('link', { name: 'Start Free Trial — Pro' })).toHaveAttribute('href', `${api.url}/register?plan=pro&billing=monthly`);
    // The script once, pinned, with its integrity.
    const scripts = visitor.locator('script[src*="clinic-widgets.js"]');
    await expect(scripts).toHaveCount(1);
    await expect(scripts).toHaveAttribute('integrity', /^sha384-/);
    await expect(scripts).toHaveAttribute('src', `${api.url}/0.1.0/clinic-widgets.js`);
    expect(errors).toEqual([]);
    await visitor.context().close();
  });

  test('an author places sign-in, registration and the chat from a shortcode, HTML and a block, and visitors use them', async ({ browser }) => {
    const author = await signedIn(browser, 'author');
    await newInEditor(author, 'post');
    await writeContent(
      author,
      'Start your trial',
      [
        '<!-- wp:shortcode -->\n[clinic_sign_in]\n<!-- /wp:shortcode -->',
        '<!-- wp:html -->\n<clinic-register terms-href="/terms"></clinic-register>\n<!-- /wp:html -->',
        '<!-- wp:clinic-widgets/chat /-->',
      ].join('\n\n'),
    );
    const { link, error } = await publish(author);
    expect(error).toBeNull();
    // WordPress kept the author's element and attribute (its HTML filter lets clinic-* through).
    const saved = await author.evaluate(() => (window as any).wp.data.select('core/editor').getEditedPostContent());
    expect(saved).toContain('<clinic-register terms-href="/terms"></clinic-register>');
    await author.context().close();

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(link!);
    const publicHtml = await visitor.content();
    expect(publicHtml).toContain('<clinic-register terms-href="/terms">');
    await expect(visitor.locator('script[src*="clinic-widgets.js"]')).toHaveCount(1);

    // Sign-in checks its form before sending anything.
    const signIn = visitor.locator('clinic-sign-in');
    await signIn.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(signIn.getByText('Please enter a valid email address')).toBeVisible();

    // Registration creates the account on the widgets' server.
    const email = uniqueEmail('wordpress');
    await fillRegistration(visitor, email, {
      clinicName: 'Kesar Skin Clinic',
      ownerName: 'Dr. Kavya Rao',
      clinicType: 'dermatology',
      location: 'Mysuru, Karnataka',
    });
    const register = visitor.locator('clinic-register');
    await register.getByRole('checkbox').check();
    await register.getByRole('button', { name: 'Start Free Trial' }).click();
    await expect(register.getByRole('heading', { name: 'Your free trial has started' })).toBeFocused();

    // The chat answers from the help centre.
    const chat = visitor.locator('clinic-chat');
    await chat.getByRole('button', { name: 'Chat with us' }).click();
    const input = chat.getByRole('textbox', { name: 'Your message' });
    await input.fill('What are your prices?');
    await input.press('Enter');
    await expect(chat.getByRole('dialog', { name: 'ClinicPlatform assistant' }).getByText(/We have three plans/)).toBeVisible();
    await visitor.context().close();
  });

  test('what an author may not save is refused with a message that says what to change, and nothing is stripped', async ({ browser }) => {
    const author = await signedIn(browser, 'author');
    await newInEditor(author, 'post');
    const refusals: [string, RegExp][] = [
      [
        `<!-- wp:html -->\n<script src="${api.url}/v0/clinic-widgets.js"></script>\n<clinic-pricing></clinic-pricing>\n<!-- /wp:html -->`,
        /Remove the script tag of clinic-widgets\.js/,
      ],
      ['<!-- wp:html -->\n<clinic-pricng></clinic-pricng>\n<!-- /wp:html -->', /clinic-pricng is not a Clinic widget: did you mean clinic-pricing\?/],
      ['<!-- wp:html -->\n<clinic-pricing onclick="steal()"></clinic-pricing>\n<!-- /wp:html -->', /clinic-pricing has no attribute "onclick"/],
      [
        '<!-- wp:html -->\n<clinic-pricing signup-href="javascript:alert(1)"></clinic-pricing>\n<!-- /wp:html -->',
        /The signup-href of clinic-pricing must be an http or https address/,
      ],
      [
        '<!-- wp:shortcode -->\n[clinic_pricing biling="annually"]\n<!-- /wp:shortcode -->',
        /\[clinic_pricing\] has no setting "biling": did you mean "billing"\?/,
      ],
      [
        '<!-- wp:shortcode -->\n[clinic_signin]\n<!-- /wp:shortcode -->',
        /\[clinic_signin\] is not a Clinic widget shortcode: did you mean \[clinic_sign_in\]\?/,
      ],
    ];
    for (const [markup, message] of refusals) {
      await writeContent(author, 'Refused', markup);
      const { error } = await publish(author);
      expect(error).toMatch(message);
      // The editor shows it where the author is looking, and keeps what they wrote.
      await expect(author.getByText(message).first()).toBeVisible();
      expect(await author.evaluate(() => (window as any).wp.data.select('core/editor').getEditedPostContent())).toContain(markup.split('\n')[1]);
      // Nothing was saved in its place: the stored post is still empty.
      expect(await author.evaluate(() => (window as any).wp.data.select('core/editor').getCurrentPost().content)).toBe('');
      await author.evaluate(() => (window as any).wp.data.dispatch('core/notices').removeAllNotices?.());
    }
    await author.context().close();
  });

  test('a page without a widget loads no widget script', async ({ page }) => {
    const sample = wordpress.php("echo get_permalink(get_page_by_path('sample-page'));");
    await page.goto(sample);
    await expect(page.getByRole('heading', { name: 'Sample Page' })).toBeVisible();
    await expect(page.locator('script[src*="clinic-widgets"]')).toHaveCount(0);
  });
});
