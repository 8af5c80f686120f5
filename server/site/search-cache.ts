/**
 * The answers of /support?q= kept for the next visitor who searches the same words: a search costs a
 * lookup, not a page built and compressed. Bounded in entries and in bytes, the least recently used
 * dropped first. It holds searched words in memory only, never on disk or in a log.
 */

/** The most search answers kept, and the most bytes they may take together. */
export const SEARCH_CACHE_ENTRIES = 500;
export const SEARCH_CACHE_BYTES = 8 * 1024 * 1024;

/** Search answers by page, encoding and query, the least recently used dropped first; bounded in entries and bytes. */
export class SearchCache {
  readonly #answers = new Map<string, Buffer>();
  #bytes = 0;

  get(key: string): Buffer | undefined {
    const answer = this.#answers.get(key);
    if (answer) {
      this.#answers.delete(key);
      this.#answers.set(key, answer);
    }
    return answer;
  }

  set(key: string, answer: Buffer): void {
    if (answer.length > SEARCH_CACHE_BYTES / 4) return;
    const previous = this.#answers.get(key);
    if (previous) {
      this.#answers.delete(key);
      this.#bytes -= previous.length;
    }
    this.#answers.set(key, answer);
    this.#bytes += answer.length;
    while (this.#answers.size > SEARCH_CACHE_ENTRIES || this.#bytes > SEARCH_CACHE_BYTES) {
      const [oldest, dropped] = this.#answers.entries().next().value as [string, Buffer];
      this.#answers.delete(oldest);
      this.#bytes -= dropped.length;
    }
  }
}
