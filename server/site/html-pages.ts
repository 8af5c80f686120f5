/**
 * The host pages, read from disk with their script-tag placeholders filled in from the
 * configuration, and kept in memory with an ETag (re-read when the file changes).
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { escapeHtml } from '../escape-html.ts';

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
  readonly #cache = new Map<string, { mtimeMs: number; size: number; page: HtmlPage }>();

  constructor(root: string, placeholders: Placeholders) {
    this.#root = resolve(root);
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
    const body = Buffer.from(html, 'utf8');
    const page = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
    this.#cache.set(path, { mtimeMs: info.mtimeMs, size: info.size, page });
    return page;
  }
}
