/**
 * The host pages, read from disk with their script-tag placeholders and the placeholder origin
 * (public-url.ts) filled in from the configuration, and kept in memory with an ETag: each file is
 * substituted once (at start-up by `preload`, else on first use) and again only when it changes.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { escapeHtml } from '../escape-html.ts';
import { withPublicUrl } from './public-url.ts';

/** One ready-to-send page. */
export interface HtmlPage {
  body: Buffer;
  etag: string;
}

/** The `data-*=""` attributes of the bundle's script tag and the values they receive. */
export type Placeholders = Record<string, string | null>;

/** Serves pages under one root with placeholders replaced; null for a missing page. */
export class HtmlPages {
  readonly #root: string;
  readonly #placeholders: Array<[string, string]>;
  readonly #publicUrl: string | null;
  readonly #cache = new Map<string, { mtimeMs: number; size: number; page: HtmlPage }>();

  /** `publicUrl`: the server's PUBLIC_URL, written where the build put the placeholder origin. */
  constructor(root: string, placeholders: Placeholders, publicUrl: string | null = null) {
    this.#root = resolve(root);
    this.#publicUrl = publicUrl;
    this.#placeholders = Object.entries(placeholders).flatMap(([attribute, value]) =>
      value === null ? [] : [[`${attribute}=""`, `${attribute}="${escapeHtml(value)}"`] as [string, string]],
    );
  }

  /** The page at a path relative to the root, or null when there is no such file. */
  async get(file: string): Promise<HtmlPage | null> {
    const path = join(this.#root, file);
    if (!path.startsWith(this.#root + sep)) return null;
    let info;
    try {
      info = await stat(path);
    } catch {
      return null;
    }
    if (!info.isFile()) return null;
    const cached = this.#cache.get(path);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.page;
    let html = await readFile(path, 'utf8');
    for (const [from, to] of this.#placeholders) html = html.replaceAll(from, to);
    if (this.#publicUrl !== null) html = withPublicUrl(html, this.#publicUrl);
    const body = Buffer.from(html, 'utf8');
    const page = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
    this.#cache.set(path, { mtimeMs: info.mtimeMs, size: info.size, page });
    return page;
  }

  /** Reads and substitutes every page (and `extra` files) under the root once, before serving. */
  async preload(extra: readonly string[] = []): Promise<void> {
    let entries;
    try {
      entries = await readdir(this.#root, { withFileTypes: true, recursive: true });
    } catch {
      return;
    }
    const files = entries
      .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
      .map((entry) => relative(this.#root, join(entry.parentPath, entry.name)));
    for (const file of [...files, ...extra]) await this.get(file);
  }
}
