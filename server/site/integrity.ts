/**
 * Subresource Integrity values: what a release's integrity.json holds (the build writes it, the
 * release store and the server check files against it, pages name its values in `integrity`).
 */
import { createHash } from 'node:crypto';

/** What integrity.json holds. */
export interface Integrity {
  version: string;
  /** Path under the script's directory → `sha384-…`. */
  files: Record<string, string>;
}

/** The Subresource Integrity value of a file's bytes. */
export function integrityOf(bytes: Uint8Array): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}
