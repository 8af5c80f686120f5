/**
 * The host pages, kept in memory ready to send. The pages are the .html files (and the named extra
 * files, such as sitemap.xml) of the site's files as the server read them at start (snapshot.ts), so
 * a rebuild under a running server changes no page. On its first request a page's script-tag
 * placeholders and the build's placeholder origin (public-url.ts) are filled in from the
 * configuration (`render`), and it is compressed once with brotli and gzip; requests then only pick
 * a buffer.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { escapeHtml } from '../escape-html.ts';
import type { Encoding } from './encoding.ts';
import { withPublicUrl } from './public-url.ts';
import { withWhatsApp } from './whatsapp.ts';
import { withCompany, type ConfiguredCompany } from './company.ts';
import { contentTag, type Variant } from './snapshot.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** One ready-to-send spelling of a page. */
export type PageVariant = Variant;

/** One page in every encoding it is sent in (a compressed one only when it is smaller). */
export interface HtmlPage {
  variants: Partial<Record<Encoding, PageVariant>> & { identity: PageVariant };
  encodings: ReadonlySet<Encoding>;
  /** The CSP sources (`'sha256-…'`) of the page's server-rendered element styles. */
  styleHashes: readonly string[];
  /** The CSP sources of the page's own inline scripts (the held-actions queue). */
  scriptHashes: readonly string[];
}

/** The inline styles the build writes into elements' server-rendered shadow roots. */
const ELEMENT_STYLE = /<style data-clinic-style(?:="")?>([\s\S]*?)<\/style>/g;

/** The inline scripts the build writes into a page's head: the held-actions queue and the chunks' import map. */
const INLINE_SCRIPT = /<script (?:type="importmap" )?data-clinic-inline(?:="")?>([\s\S]*?)<\/script>/g;

function hashesOf(html: string, pattern: RegExp): string[] {
  const hashes = new Set<string>();
  for (const [, text] of html.matchAll(pattern)) hashes.add(`'sha256-${createHash('sha256').update(text!, 'utf8').digest('base64')}'`);
  return [...hashes];
}

/**
 * The CSP hash sources of a page's element styles, each once: the page's policy allows exactly
 * these inline styles and no other (no 'unsafe-inline').
 */
export function elementStyleHashes(html: string): string[] {
  return hashesOf(html, ELEMENT_STYLE);
}

/** The CSP hash sources of the page's own inline scripts: exactly these run, and no other inline script. */
export function inlineScriptHashes(html: string): string[] {
  return hashesOf(html, INLINE_SCRIPT);
}

/** The `data-*=""` attributes of the bundle's script tag and the values they receive. */
export type Placeholders = Record<string, string | null>;

/** Serves the pages of one set of files with placeholders replaced; null for a missing page. */
export class HtmlPages {
  readonly #files: ReadonlyMap<string, Buffer>;
  readonly #placeholders: Array<[string, string]>;
  readonly #pages = new Map<string, Promise<HtmlPage>>();

  readonly #publicUrl: string | null;
  readonly #extraFiles: readonly string[];
  readonly #whatsappNumber: string | null;
  readonly #company: ConfiguredCompany;

  /**
   * `files`: the site's files by path (`help/billing.html`); `publicUrl`: the server's PUBLIC_URL,
   * written where the build put the placeholder origin; `extraFiles`: files other than .html served
   * the same way (robots.txt, sitemap.xml); `whatsappNumber`: WHATSAPP_NUMBER's digits, shown in the
   * pages' WhatsApp blocks (whatsapp.ts), which are removed without one; `company`: the configured
   * particulars written into the pages' company spans (company.ts).
   */
  constructor(
    files: ReadonlyMap<string, Buffer>,
    placeholders: Placeholders,
    publicUrl: string | null = null,
    extraFiles: readonly string[] = [],
    whatsappNumber: string | null = null,
    company: ConfiguredCompany = {},
  ) {
    this.#company = company;
    this.#files = files;
    this.#publicUrl = publicUrl;
    this.#extraFiles = extraFiles;
    this.#whatsappNumber = whatsappNumber;
    this.#placeholders = Object.entries(placeholders).flatMap(([attribute, value]) =>
      value === null ? [] : [[`${attribute}=""`, `${attribute}="${escapeHtml(value)}"`] as [string, string]],
    );
  }

  /** The page at a path relative to the root (`help/billing.html`), or null when there is none. */
  async get(file: string): Promise<HtmlPage | null> {
    const html = this.#files.get(file);
    if (!html || !(file.endsWith('.html') || this.#extraFiles.includes(file))) return null;
    let page = this.#pages.get(file);
    if (!page) {
      page = this.#build(html);
      this.#pages.set(file, page);
      // A failed compression is tried again by the next request rather than remembered.
      page.catch(() => this.#pages.delete(file));
    }
    return page;
  }

  /** The HTML as served: the file with its placeholders filled in. */
  render(html: string): string {
    for (const [from, to] of this.#placeholders) html = html.replaceAll(from, to);
    html = withWhatsApp(html, this.#whatsappNumber);
    html = withCompany(html, this.#company);
    return this.#publicUrl === null ? html : withPublicUrl(html, this.#publicUrl);
  }

  async #build(html: Buffer): Promise<HtmlPage> {
    const identity = Buffer.from(this.render(html.toString('utf8')), 'utf8');
    const tag = contentTag(identity);
    const [br, gz] = await Promise.all([
      brotli(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
      gzipAsync(identity, { level: zlib.Z_BEST_COMPRESSION }),
    ]);
    const variants: HtmlPage['variants'] = { identity: { body: identity, etag: `"${tag}"` } };
    if (br.length < identity.length) variants.br = { body: br, etag: `"${tag}-br"` };
    if (gz.length < identity.length) variants.gzip = { body: gz, etag: `"${tag}-gz"` };
    return {
      variants,
      encodings: new Set(Object.keys(variants) as Encoding[]),
      styleHashes: elementStyleHashes(identity.toString('utf8')),
      scriptHashes: inlineScriptHashes(identity.toString('utf8')),
    };
  }
}
