/**
 * The files every site has beside its pages: robots.txt, sitemap.xml (every indexable route,
 * help articles included), favicon.ico, apple-touch-icon.png, the icons and the web app manifest.
 * Absolute addresses use the placeholder origin, which the server replaces with its PUBLIC_URL.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PUBLIC_URL_PLACEHOLDER } from '../server/site/public-url.ts';
import { iconPng, icoFile } from './icons.ts';
import { localPath, type SiteLanguage } from './site-languages.ts';

const xmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * sitemap.xml for these routes in every language, home first, then in path order, each language's
 * page after the default's; every entry names its twins in each language and x-default (the
 * default language's) as `xhtml:link` alternates.
 */
export function sitemapXml(
  routes: readonly string[],
  languages: readonly Pick<SiteLanguage, 'language' | 'prefix'>[] = [{ language: 'en-IN', prefix: '' }],
): string {
  const sorted = [...new Set(routes)].sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)));
  const address = (path: string, prefix: string) => xmlEscape(`${PUBLIC_URL_PLACEHOLDER}${localPath(path, prefix)}`);
  const urls = sorted.flatMap((path) => {
    const alternates = [...languages.map(({ language, prefix }) => [language, prefix] as const), ['x-default', languages[0]!.prefix] as const]
      .map(([hreflang, prefix]) => `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${address(path, prefix)}"/>`)
      .join('');
    return languages.map(({ prefix }) => `  <url><loc>${address(path, prefix)}</loc>${alternates}\n  </url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything may be crawled but the API; the sitemap is named. */
export function robotsTxt(): string {
  return `User-agent: *\nDisallow: /api/\n\nSitemap: ${PUBLIC_URL_PLACEHOLDER}/sitemap.xml\n`;
}

/** The web app manifest (relative addresses, so it needs no origin). */
export function webManifest(): string {
  return `${JSON.stringify(
    {
      name: 'ClinicPlatform',
      short_name: 'ClinicPlatform',
      description: 'Clinic management software for aesthetic, dermatology, wellness, dental and physiotherapy clinics in India.',
      start_url: '/',
      scope: '/',
      display: 'browser',
      background_color: '#ffffff',
      theme_color: '#0f6b66',
      icons: [
        { src: '/assets/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/assets/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/assets/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    null,
    2,
  )}\n`;
}

/** Writes the files into the site folder; `routes` are the indexable pages, each in every one of `languages`. */
export async function writeSiteFiles(outDir: string, routes: readonly string[], languages?: readonly SiteLanguage[]): Promise<void> {
  await writeFile(join(outDir, 'robots.txt'), robotsTxt());
  await writeFile(join(outDir, 'sitemap.xml'), sitemapXml(routes, languages));
  await writeFile(join(outDir, 'manifest.webmanifest'), webManifest());
  await writeFile(join(outDir, 'favicon.ico'), icoFile([32, 16].map((size) => ({ size, png: iconPng(size) }))));
  await writeFile(join(outDir, 'apple-touch-icon.png'), iconPng(180, { square: true }));
  await writeFile(join(outDir, 'assets', 'icon-192.png'), iconPng(192));
  await writeFile(join(outDir, 'assets', 'icon-512.png'), iconPng(512));
}
