/**
 * The host pages, kept in memory ready to send. Each page is read once (on its first request), its
 * script-tag placeholders and the build's placeholder origin (public-url.ts) are filled in from the
 * configuration (`render`), and it is compressed once with brotli and gzip; requests then only pick a
 * buffer. The pages are the .html files (and the named extra files, such as sitemap.xml) found under
 * the root when the first page is asked for (the server restarts on a new build).
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { escapeHtml } from '../escape-html.ts';
import type { Encoding } from './encoding.ts';
import { withPublicUrl } from './public-url.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** One ready-to-send spelling of a page. */
export interface PageVariant {
  body: Buffer;
  /** Distinct per encoding: the bytes differ, so a cache must not mix them up. */
  etag: string;
}

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

/** The inline scripts the build writes into a page's head. */
const INLINE_SCRIPT = /<script data-clinic-inline(?:="")?>([\s\S]*?)<\/script>/g;

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

/** Serves the pages under one root with placeholders replaced; null for a missing page. */
export class HtmlPages {
  readonly #root: string;
  readonly #placeholders: Array<[string, string]>;
  #files: Promise<Set<string>> | null = null;
  readonly #pages = new Map<string, Promise<HtmlPage>>();

  readonly #publicUrl: string | null;
  readonly #extraFiles: readonly string[];

  /**
   * `publicUrl`: the server's PUBLIC_URL, written where the build put the placeholder origin;
   * `extraFiles`: files other than .html served the same way (robots.txt, sitemap.xml).
   */
  constructor(root: string, placeholders: Placeholders, publicUrl: string | null = null, extraFiles: readonly string[] = []) {
    this.#root = resolve(root);
    this.#publicUrl = publicUrl;
    this.#extraFiles = extraFiles;
    this.#placeholders = Object.entries(placeholders).flatMap(([attribute, value]) =>
      value === null ? [] : [[`${attribute}=""`, `${attribute}="${escapeHtml(value)}"`] as [string, string]],
    );
  }

  /** The page at a path relative to the root (`help/billing.html`), or null when there is none. */
  async get(file: string): Promise<HtmlPage | null> {
    this.#files ??= listHtmlFiles(this.#root, this.#extraFiles);
    if (!(await this.#files).has(file)) return null;
    let page = this.#pages.get(file);
    if (!page) {
      page = this.#build(file);
      this.#pages.set(file, page);
      // A failed read is tried again by the next request rather than remembered.
      page.catch(() => this.#pages.delete(file));
    }
    return page;
  }

  /** The HTML as served: the file with its placeholders filled in. */
  render(html: string): string {
    for (const [from, to] of this.#placeholders) html = html.replaceAll(from, to);
    return this.#publicUrl === null ? html : withPublicUrl(html, this.#publicUrl);
  }

  async #build(file: string): Promise<HtmlPage> {
    const identity = Buffer.from(this.render(await readFile(join(this.#root, file), 'utf8')), 'utf8');
    const tag = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
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

/** The .html files and the extra files under `root`, as paths relative to it with forward slashes (empty when it is missing). */
async function listHtmlFiles(root: string, extraFiles: readonly string[]): Promise<Set<string>> {
  let entries: string[];
  try {
    entries = await readdir(root, { recursive: true });
  } catch {
    return new Set();
  }
  const wanted = new Set(extraFiles);
  return new Set(
    entries.map((entry) => relative(root, join(root, entry)).split(sep).join('/')).filter((entry) => entry.endsWith('.html') || wanted.has(entry)),
  );
}
