/**
 * The playground's "Copy embed code": the element as set on the stage, as HTML to paste into another
 * site. The script tag is pinned to the release this site serves (`/<version>/clinic-widgets.js`)
 * with its Subresource Integrity value and `crossorigin="anonymous"`, so the pasted page keeps the
 * exact code it was tried with; every link is an absolute address on this site, tokens are inline.
 */

/** An attribute as the custom elements manifest describes it. */
export interface ManifestAttribute {
  name: string;
  type?: { text: string };
  description?: string;
  default?: string;
}

/** A release to pin: its version and the `integrity` of its clinic-widgets.js. */
export interface PinnedRelease {
  version: string;
  integrity: string;
}

/**
 * The release the site's script is (`ClinicWidgets.version`) and its script's hash, from the
 * release's own `/<version>/integrity.json`.
 */
export async function pinnedRelease(origin: string): Promise<PinnedRelease> {
  const version = (window as unknown as { ClinicWidgets: { version: string } }).ClinicWidgets.version;
  const answer = await fetch(new URL(`/${version}/integrity.json`, origin));
  if (!answer.ok) throw new Error(`${answer.url} answered ${answer.status}`);
  const { files } = (await answer.json()) as { files: Record<string, string> };
  const integrity = files['clinic-widgets.js'];
  if (!integrity) throw new Error(`${answer.url} names no hash for clinic-widgets.js`);
  return { version, integrity };
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The element as set on the stage, as HTML to paste elsewhere: the pinned script, links absolute, tokens inline. */
export function embedCode(element: HTMLElement, attributes: readonly ManifestAttribute[], origin: string, release: PinnedRelease): string {
  const parts: string[] = [];
  for (const attribute of attributes) {
    const value = element.getAttribute(attribute.name);
    const link = attribute.name.endsWith('-href');
    if (link && (value || attribute.default?.startsWith('/')))
      parts.push(`${attribute.name}="${escapeAttribute(new URL(value || attribute.default!, origin).href)}"`);
    else if (value !== null) parts.push(value === '' ? attribute.name : `${attribute.name}="${escapeAttribute(value)}"`);
  }
  if (element.dataset.theme) parts.push(`data-theme="${escapeAttribute(element.dataset.theme)}"`);
  const tokens = [...element.style].filter((name) => name.startsWith('--clinic-')).map((name) => `${name}: ${element.style.getPropertyValue(name).trim()}`);
  if (tokens.length > 0) parts.push(`style="${escapeAttribute(tokens.join('; '))}"`);
  const tag = element.localName;
  const script = `<script src="${new URL(`/${release.version}/clinic-widgets.js`, origin).href}" integrity="${escapeAttribute(release.integrity)}" crossorigin="anonymous" defer></script>`;
  return `${script}\n<${tag}${parts.map((part) => ` ${part}`).join('')}></${tag}>`;
}
