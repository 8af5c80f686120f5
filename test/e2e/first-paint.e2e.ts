/**
 * The widget script adds nothing to the time before a page's first paint: /login and /pricing
 * with the script have in their head only what they have without it, plus the deferred script
 * itself (nothing render-blocking: no stylesheet, preload or synchronous script of its own); the
 * script defines no element before the page's first paint, and the elements keep the server's
 * markup (the very nodes the HTML parser made) until their code takes over. These are the rules
 * behind the paint benchmark's figures (`npx tsx test/bench/paint.ts`), checked without timing.
 */
import { expect, test } from '@playwright/test';

const SCRIPT_TAG = /<script\b[^>]*\bsrc="\/clinic-widgets\.js"[^>]*>\s*<\/script>/g;

/** The head's tags that can hold back the first paint: stylesheets, preloads, scripts and `blocking` links. */
function blockingTags(head: string): string[] {
  return [...head.matchAll(/<(?:link|script|style)\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => !/\btype="application\/ld\+json"/.test(tag) && !/\brel="(?:alternate|canonical|icon|apple-touch-icon|manifest)"/.test(tag));
}

/**
 * Records, before any of the page's scripts, whether the page had painted when each element was
 * defined (or the script had waited the second it waits at most for a paint that does not come),
 * and the first node of `tag`'s shadow root as the HTML parser made it.
 */
const probeScript = (tag: string) => `(() => {
  const probe = { defined: [], server: null };
  window.__firstPaintProbe = probe;
  const define = CustomElementRegistry.prototype.define;
  CustomElementRegistry.prototype.define = function (name, ...rest) {
    probe.defined.push([name, performance.getEntriesByType('paint').length > 0 || performance.now() >= 1000]);
    if (name === ${JSON.stringify(tag)}) probe.server = [...(document.querySelector(name)?.shadowRoot?.children ?? [])].find((child) => !/^(style|slot)$/.test(child.localName)) ?? null;
    return define.call(this, name, ...rest);
  };
})();`;

for (const [route, tag] of [
  ['/login', 'clinic-sign-in'],
  ['/pricing', 'clinic-pricing'],
] as const) {
  test(`${route}: the script adds nothing render-blocking to the head, defines no element before the first paint and keeps the server's markup`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(route)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const scripts = head.match(SCRIPT_TAG) ?? [];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/\sdefer[\s>]/);
    // Everything else the head holds is there without the script too, and is the site's own.
    const others = blockingTags(head.replace(SCRIPT_TAG, ''));
    expect(others.filter((other) => /\brel="(?:preload|modulepreload|prefetch)"/.test(other))).toEqual([]);
    expect(others.filter((other) => /\brel="stylesheet"/.test(other))).toEqual([expect.stringMatching(/href="\/assets\/site\.[0-9a-f]+\.css"/)]);
    expect(others.filter((other) => /^<script\b/.test(other) && !/\bdata-clinic-inline\b/.test(other))).toEqual([]);

    await page.addInitScript({ content: probeScript(tag) });
    await page.goto(route);
    // Hydrated: the element's code has taken over and its server <style> has given way to its sheets.
    await page.waitForFunction(
      (name) =>
        customElements.get(name) !== undefined &&
        ![...(document.querySelector(name)?.shadowRoot?.children ?? [])].some((child) => child.hasAttribute('data-clinic-style')),
      tag,
    );
    const probe = await page.evaluate((name) => {
      const { defined, server } = (window as unknown as { __firstPaintProbe: { defined: [string, boolean][]; server: Element | null } }).__firstPaintProbe;
      return { defined, server: server !== null, kept: server?.isConnected === true && server.getRootNode() === document.querySelector(name)?.shadowRoot };
    }, tag);
    expect(probe.defined.map(([name]) => name)).toContain(tag);
    expect(probe.defined.filter(([, painted]) => !painted)).toEqual([]);
    expect(probe).toMatchObject({ server: true, kept: true });
  });
}
