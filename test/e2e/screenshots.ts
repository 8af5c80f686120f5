/**
 * `npm run screenshots`: a full-page PNG of every route in dist/site at 390×844 and 1440×900, and
 * the chat's article answer, written to screenshots/ (git-ignored). Builds nothing: run `npm run build` first. Starts the
 * built server on a free loopback port with a throw-away data folder, and Debian's Chromium.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.ts';
import { freePort } from '../../scripts/free-port.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const siteDir = join(root, 'dist/site');
const outDir = join(root, 'screenshots');
export const VIEWPORTS = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

/** Templates that are not routes of their own are visited through a path that shows them. */
const VISIT: Record<string, string> = {
  '/404': '/this-page-does-not-exist',
  '/help/category': '/help/category/getting-started',
  '/help-article-not-found': '/help/no-such-article',
};

/** The chat's answer quoted from the help content, with its source and related links. */
async function chatArticleAnswer(page: Page, base: string, file: string) {
  await page.goto(`${base}/support`, { waitUntil: 'networkidle' });
  const chat = page.locator('clinic-chat');
  await chat.getByRole('button', { name: 'Chat with us' }).click();
  const box = chat.getByRole('textbox', { name: 'Your message' });
  await box.fill('How do I export my invoices for my accountant?');
  await box.press('Enter');
  await chat.locator('.message.bot', { hasText: 'Read more:' }).waitFor({ timeout: 10_000 });
  await page.screenshot({ path: file });
}

/** Every route of the built site, from its HTML files. */
export function builtRoutes(dir = siteDir): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => `/${relative(dir, join(entry.parentPath, entry.name)).replace(/\.html$/, '')}`.replace(/^\/index$/, '/'))
    .sort();
}

async function waitForHealth(base: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not answer /api/health within 10 seconds');
}

/** The header widths a signed-in visitor is checked at. */
const HEADER_WIDTHS = [320, 390, 768, 1024, 1280, 1440];

/**
 * A signed-in visitor: the header at every width with the account menu open (the mobile menu
 * first, where it lives), /register as a returning user sees it, and the plan chosen on /pricing.
 */
async function signedInShots(browser: import('playwright').Browser): Promise<void> {
  const email = `screens-${Date.now()}@clinic.example`;
  const password = 'Clinic-Start-2025';
  const answer = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      clinicName: 'Lotus Skin & Laser',
      ownerName: 'Dr. Asha Raghunathan',
      email,
      phone: '+91 98111 22334',
      password,
      confirmPassword: password,
      clinicType: 'dermatology',
      location: 'Pune',
      agreeToTerms: true,
    }),
  });
  const { user, token, refreshToken } = (await answer.json()) as { user: Record<string, unknown>; token: string; refreshToken: string };
  const shoot = async (file: string, page: import('playwright').Page, fullPage = false) => {
    const path = join(outDir, file);
    await page.screenshot({ path, fullPage });
    console.log(relative(root, path));
  };
  for (const width of HEADER_WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: 560 }, reducedMotion: 'reduce' });
    await context.addInitScript((session) => localStorage.setItem('clinic.session', JSON.stringify(session)), { ...user, token, refreshToken });
    const page = await context.newPage();
    await page.goto(`${base}/features`, { waitUntil: 'networkidle' });
    await shoot(`signed-in-header-${width}.png`, page);
    if (width <= 960) await page.getByRole('button', { name: 'Menu' }).click();
    await page.locator('header clinic-session-status').getByRole('button').click();
    await shoot(`signed-in-header-menu-${width}.png`, page);
    if (width === 390 || width === 1440) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto(`${base}/register`, { waitUntil: 'networkidle' });
      await shoot(`register-signed-in-${width}.png`, page, true);
    }
    await context.close();
  }
  for (const viewport of VIEWPORTS) {
    const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`${base}/register?plan=pro&billing=annually`, { waitUntil: 'networkidle' });
    await shoot(`register-plan-${viewport.width}x${viewport.height}.png`, page, true);
    await context.close();
  }
}

const executablePath = findChromium();
if (!executablePath) throw new Error('No Chromium found: set CHROME_PATH or install Debian’s chromium package.');
const routes = builtRoutes();
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'clinic-shots-'));
const server = spawn(process.execPath, [join(root, 'dist/server/server.js')], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: base, LOG_LEVEL: 'warn', WHATSAPP_NUMBER: '+91 80 4718 2290' },
  stdio: ['ignore', 'ignore', 'inherit'],
});

try {
  await waitForHealth(base, server);
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  for (const viewport of VIEWPORTS) {
    const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    for (const route of routes) {
      await page.goto(`${base}${VISIT[route] ?? route}`, { waitUntil: 'networkidle' });
      // Lazy images below the fold load once scrolled near; the shot should show them.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => window.scrollTo(0, 0));
      const name = route === '/' ? 'home' : route.slice(1).replace(/\//g, '_');
      const file = join(outDir, `${name}-${viewport.width}x${viewport.height}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(relative(root, file));
    }
    const chatFile = join(outDir, `chat-article-answer-${viewport.width}x${viewport.height}.png`);
    await chatArticleAnswer(page, base, chatFile);
    console.log(relative(root, chatFile));
    await context.close();
  }
  await signedInShots(browser);
  await browser.close();
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
