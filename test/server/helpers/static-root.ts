/** A small fake dist/ for the site-host tests, so they never depend on the real build (but compress it as the build does). */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { precompress } from '../../../scripts/precompress.ts';

/** The script tag every host page carries, with empty placeholders. */
export const SCRIPT_TAG =
  '<script src="/clinic-widgets.js" defer data-app-url="" data-google-signin-url="" data-analytics-url="" data-whatsapp-number=""></script>';

/** A page whose body names it, padded past the compression threshold. */
export function page(name: string): string {
  return `<!doctype html><html><head><title>${name}</title>${SCRIPT_TAG}</head><body><main>page:${name}</main><p>${'Clinic platform. '.repeat(100)}</p></body></html>`;
}

/** The inline styles of two server-rendered elements, as the build writes them. */
export const ELEMENT_STYLES = [':host{display:block}.form{gap:8px}', ':host{display:contents}a>b{color:#123}'];
const ELEMENT_HTML = ELEMENT_STYLES.map(
  (css) => `<clinic-x><template shadowrootmode="open"><style data-clinic-style>${css}</style><p>x</p></template></clinic-x>`,
)
  .join('')
  .repeat(2);

/** The files of the fake build, relative to dist/. */
export const STATIC_FILES: Record<string, string> = {
  'clinic-widgets.js': `(function(){${'var clinic=1;'.repeat(300)}})();\n//# sourceMappingURL=clinic-widgets.js.map\n`,
  'clinic-widgets.js.map': '{"version":3,"sources":[],"mappings":""}',
  'custom-elements.json': '{"schemaVersion":"1.0.0","modules":[]}',
  'chunks/sign-in.component-7QH2KX4M.js': `export const code=1;${'var clinic=2;'.repeat(300)}\n`,
  'server/server.js': 'secret server code',
  'site/index.html': page('home'),
  'site/features.html': page('features'),
  'site/login.html': page('login'),
  'site/reset-password.html': page('reset-password'),
  'site/forgot-password.html': page('forgot-password'),
  'site/500.html': page('500'),
  'site/error.html': page('error'),
  'site/404.html': page('not-found'),
  'site/help/setup-clinic-profile.html': page('help-article'),
  'site/help/category.html': page('help-category-template'),
  'site/help/category/getting-started.html': page('help-category-getting-started'),
  'site/assets/site.3f9a1c2b.css': `body{color:#123}${' .a{margin:0}'.repeat(200)}`,
  'site/assets/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'site/robots.txt': 'User-agent: *\n',
  'site/sitemap.xml': '<?xml version="1.0"?><urlset><url><loc>https://public-url.invalid/pricing</loc></url></urlset>\n',
  'site/pricing.html': page('pricing').replace(
    '</title>',
    '</title><link rel="canonical" href="https://public-url.invalid/pricing" /><meta property="og:image" content="https://public-url.invalid/assets/og.png" /><script type="application/ld+json">{"url":"https://public-url.invalid/pricing"}</script>',
  ),
  'site/help-article-not-found.html': page('help-article-not-found'),
  // Pages with server-rendered elements: each shadow root carries its element's styles inline.
  'site/contact.html': page('contact').replace('</main>', `</main>${ELEMENT_HTML}`),
  'site/form-not-sent.html': page('form-not-sent').replace('</main>', `</main><a class="button" href="/" data-back-link>Back to the form</a>${ELEMENT_HTML}`),
  'site/hi/form-not-sent.html': page('hi/form-not-sent')
    .replace('<html>', '<html lang="hi-IN">')
    .replace('</main>', `</main><a class="button" href="/hi/" data-back-link>फ़ॉर्म पर वापस जाएँ</a>${ELEMENT_HTML}`),
};

/**
 * Writes the fake dist/ (with `extra` files, by path under dist/) into a new temporary directory,
 * with the build's `.br`/`.gz` copies, and returns its path.
 */
export async function makeStaticRoot(extra: Record<string, string> = {}): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'clinic-dist-'));
  for (const [file, content] of Object.entries({ ...STATIC_FILES, ...extra })) {
    await mkdir(dirname(join(root, file)), { recursive: true });
    await writeFile(join(root, file), content);
  }
  await precompress(root);
  return root;
}
