import { expect, waitUntil } from '@open-wc/testing';
import { startPageTheme } from '../../widgets/runtime/script/page-theme.ts';
import { darkTokens, shadowTokensCss, tokens } from '../../widgets/runtime/styles/tokens.ts';

/** A stand-in element with the elements' own token sheet in its open shadow root. */
class ThemedProbe extends HTMLElement {
  constructor() {
    super();
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(shadowTokensCss());
    this.attachShadow({ mode: 'open' }).adoptedStyleSheets = [sheet];
  }
}
customElements.define('clinic-theme-probe', ThemedProbe);

const background = (element: Element) => getComputedStyle(element).getPropertyValue('--c-color-background').trim();
const probe = (attributes: Record<string, string> = {}) => {
  const element = document.createElement('clinic-theme-probe');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
};

describe('the page-wide theme (<html data-theme>)', () => {
  const root = document.documentElement;
  before(() => startPageTheme());
  afterEach(() => {
    root.removeAttribute('data-theme');
    for (const element of document.querySelectorAll('clinic-theme-probe')) element.remove();
  });

  it('reaches an element without its own, already there or added later, and its styles turn dark', async () => {
    const before = probe();
    expect(background(before)).to.equal(tokens['color-background']);
    root.setAttribute('data-theme', 'dark');
    await waitUntil(() => before.getAttribute('data-theme') === 'dark', 'the element already on the page follows');
    expect(background(before)).to.equal(darkTokens['color-background']);
    const later = probe();
    await waitUntil(() => later.getAttribute('data-theme') === 'dark', 'an element added later follows');
    expect(background(later)).to.equal(darkTokens['color-background']);
  });

  it("never overrides an element's own data-theme, set before or after", async () => {
    const own = probe({ 'data-theme': 'light' });
    const other = probe();
    root.setAttribute('data-theme', 'dark');
    await waitUntil(() => other.getAttribute('data-theme') === 'dark', 'the element without its own follows');
    expect(own.getAttribute('data-theme')).to.equal('light');
    expect(background(own)).to.equal(tokens['color-background']);
    // The page gives the other one its own: the root's next change leaves it alone.
    other.setAttribute('data-theme', 'auto');
    const witness = probe();
    await waitUntil(() => witness.getAttribute('data-theme') === 'dark', 'a later element follows');
    root.setAttribute('data-theme', 'light');
    await waitUntil(() => witness.getAttribute('data-theme') === 'light', 'the followers take the new theme');
    expect(other.getAttribute('data-theme')).to.equal('auto');
    expect(own.getAttribute('data-theme')).to.equal('light');
  });

  it('takes the mirrored theme back when the page drops its own', async () => {
    root.setAttribute('data-theme', 'dark');
    const element = probe();
    await waitUntil(() => element.getAttribute('data-theme') === 'dark', 'the element follows');
    root.removeAttribute('data-theme');
    await waitUntil(() => !element.hasAttribute('data-theme'), 'the mirrored theme is gone');
    expect(background(element)).to.equal(tokens['color-background']);
  });
});
