/**
 * The site's own address in the built pages. The build cannot know where the server will run, so
 * it writes PUBLIC_URL_PLACEHOLDER wherever an absolute address of the site belongs (canonical
 * links, og:url, og:image, JSON-LD, sitemap.xml, robots.txt); the server replaces it with its own
 * PUBLIC_URL once, when it first reads a file, and keeps the result in memory.
 */

/** The origin the build writes; `.invalid` can never resolve, so a missed replacement is visible. */
export const PUBLIC_URL_PLACEHOLDER = 'https://public-url.invalid';

/**
 * PUBLIC_URL made safe to drop into HTML attributes, JSON-LD and XML alike: the characters those
 * formats treat specially are percent-encoded, which leaves the address meaning the same.
 */
export function safePublicUrl(publicUrl: string): string {
  return publicUrl.replace(/[&<>"'\\\s]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

/** Replaces every placeholder origin in a built file's text with the server's PUBLIC_URL. */
export function withPublicUrl(text: string, publicUrl: string): string {
  return text.replaceAll(PUBLIC_URL_PLACEHOLDER, safePublicUrl(publicUrl));
}
