import { expect, fixture, waitUntil } from '@open-wc/testing';
import '../../../../widgets/elements/handbook-nav/handbook-nav.element.ts';
import { type } from '../../../support/page.ts';
import { stubPage } from '../../../support/page.ts';

stubPage();

// A page like /handbook: the element's light-DOM list of links, and the sections it points at.
const PAGE = `
<div>
  <clinic-handbook-nav>
    <nav aria-label="Handbook"><ul>
      <li><a href="#t-intro">Introduction</a><ul><li><a href="#t-what">What Is the Platform?</a></li><li><a href="#t-req">System Requirements</a></li></ul></li>
      <li><a href="#t-clients">Client Management</a><ul><li><a href="#t-profiles">Client Profiles</a></li><li><a href="#t-photos">Photo Management</a></li></ul></li>
      <li><a href="#t-billing">Billing &amp; Invoicing</a><ul><li><a href="#t-gst">GST and Tax Settings</a></li></ul></li>
    </ul></nav>
  </clinic-handbook-nav>
  <section id="t-intro" class="tall"><h2>Introduction</h2><section id="t-what"><h3>What Is the Platform?</h3></section><section id="t-req"><h3>System Requirements</h3></section></section>
  <section id="t-clients" class="tall"><h2>Client Management</h2><section id="t-profiles"><h3>Client Profiles</h3></section><section id="t-photos"><h3>Photo Management</h3></section></section>
  <section id="t-billing" class="tall"><h2>Billing &amp; Invoicing</h2><section id="t-gst"><h3>GST and Tax Settings</h3></section></section>
  <div class="tall"></div>
</div>`;

const sheet = new CSSStyleSheet();
sheet.replaceSync('.tall { min-height: 1200px; }');
document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];

/** The page with the navigation as the visitor finds it once they point at it (its code loads then). */
async function renderNav(markup = PAGE) {
  const page = await fixture<HTMLElement>(markup);
  const nav = page.querySelector('clinic-handbook-nav')!;
  nav.querySelector('a')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
  await waitUntil(() => nav.shadowRoot?.querySelector('.nav-link'), 'the sections should render');
  return { page, nav, root: nav.shadowRoot! };
}
const sectionTitles = (root: ShadowRoot) => [...root.querySelectorAll('.nav-link')].map((a) => a.textContent);
const visibleSubsections = (root: ShadowRoot) =>
  [...root.querySelectorAll<HTMLElement>('.nav-sub')]
    .filter((list) => !list.hidden)
    .flatMap((list) => [...list.querySelectorAll('a')].map((a) => a.textContent));

describe('clinic-handbook-nav', () => {
  const here = location.href;
  afterEach(() => {
    history.replaceState(null, '', here);
    window.scrollTo({ top: 0, behavior: 'instant' });
  });

  it('shows its own list of links and loads no code until the visitor points at it or focuses it', async () => {
    const page = await fixture<HTMLElement>(PAGE);
    const nav = page.querySelector('clinic-handbook-nav')!;
    // Two frames: a load started on connecting would have rendered by then.
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
    expect([...nav.shadowRoot!.children].map((child) => child.localName)).to.deep.equal(['slot']);
    nav.querySelector('a')!.focus();
    await waitUntil(() => nav.shadowRoot!.querySelector('.nav-link'), 'focus should load and render it');
  });

  it('lists the sections from its light DOM, collapsed; each toggle shows and hides the subsections', async () => {
    const { root } = await renderNav();
    expect(sectionTitles(root)).to.deep.equal(['Introduction', 'Client Management', 'Billing & Invoicing']);
    expect(visibleSubsections(root)).to.deep.equal([]);
    const toggle = root.querySelectorAll<HTMLButtonElement>('.nav-toggle')[1]!;
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(root.getElementById(toggle.getAttribute('aria-controls')!)).to.exist;
    toggle.click();
    await waitUntil(() => toggle.getAttribute('aria-expanded') === 'true');
    expect(visibleSubsections(root)).to.deep.equal(['Client Profiles', 'Photo Management']);
    toggle.click();
    await waitUntil(() => toggle.getAttribute('aria-expanded') === 'false');
    expect(visibleSubsections(root)).to.deep.equal([]);
  });

  it('filters by section or subsection title, ignoring case', async () => {
    const { root } = await renderNav();
    const input = root.querySelector<HTMLInputElement>('input[type="search"]')!;
    type(input, 'PHOTO');
    await waitUntil(() => sectionTitles(root).length === 1);
    expect(sectionTitles(root)).to.deep.equal(['Client Management']);
    expect(visibleSubsections(root)).to.deep.equal(['Photo Management']);
    expect(root.querySelector('[role="status"]')!.textContent).to.equal('1 of 3 sections match');
    type(input, 'billing');
    await waitUntil(() => sectionTitles(root).join() === 'Billing & Invoicing');
    expect(visibleSubsections(root)).to.deep.equal(['GST and Tax Settings']);
    type(input, 'zzz');
    await waitUntil(() => sectionTitles(root).length === 0);
    expect(root.querySelector('[role="status"]')!.textContent).to.equal('No sections match “zzz”.');
    type(input, '');
    await waitUntil(() => sectionTitles(root).length === 3);
  });

  it('wraps a long title as one paragraph, its highlighted words inside the lines, in a narrow sidebar', async () => {
    const { page, root } = await renderNav(PAGE.replace('GST and Tax Settings', 'Refunds, Outstanding Dues and the GST Summary at Month End'));
    page.style.width = '180px';
    type(root.querySelector<HTMLInputElement>('input[type="search"]')!, 'outstanding');
    await waitUntil(() => root.querySelector('.nav-sublink mark'));
    const link = root.querySelector<HTMLElement>('.nav-sublink')!;
    const label = link.querySelector<HTMLElement>('.nav-label')!;
    expect(link.children.length, 'one box in the link').to.equal(1);
    const range = document.createRange();
    range.selectNodeContents(label);
    const lines = new Map<number, number>();
    for (const rect of range.getClientRects()) {
      const top = Math.round(rect.top);
      lines.set(top, Math.min(lines.get(top) ?? Number.POSITIVE_INFINITY, rect.left));
    }
    expect(lines.size, 'it wraps').to.be.greaterThan(1);
    // Every line starts at the label's left edge: the text and its highlight share lines, not columns.
    const left = label.getBoundingClientRect().left;
    for (const start of lines.values()) expect(Math.abs(start - left)).to.be.lessThan(1);
  });

  it('moves nothing already on screen when a filter applies: the matches replace the contents', async () => {
    // In its sidebar, as on /handbook: a scroll box of its own beside the sections.
    const { root } = await renderNav(
      PAGE.replace('<clinic-handbook-nav>', '<div style="height: 600px; overflow-y: auto"><clinic-handbook-nav>').replace(
        '</clinic-handbook-nav>',
        '</clinic-handbook-nav></div>',
      ),
    );
    const shifts: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value);
    });
    observer.observe({ type: 'layout-shift' });
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await frames();
    observer.takeRecords();
    shifts.length = 0;
    const input = root.querySelector<HTMLInputElement>('input[type="search"]')!;
    type(input, 'gst');
    await waitUntil(() => sectionTitles(root).length === 1);
    await frames();
    for (const entry of observer.takeRecords() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value);
    observer.disconnect();
    expect(shifts, 'layout shifts while the filter applied').to.deep.equal([]);
  });

  it('scrolls a clicked entry to 100 px below the top, focuses its heading and sets the #hash', async () => {
    const { page, root } = await renderNav();
    const calls: ScrollToOptions[] = [];
    const realScrollTo = window.scrollTo;
    window.scrollTo = ((options: ScrollToOptions) => calls.push(options)) as typeof window.scrollTo;
    try {
      root.querySelectorAll<HTMLButtonElement>('.nav-toggle')[1]!.click();
      await waitUntil(() => visibleSubsections(root).length === 2);
      const target = page.querySelector<HTMLElement>('#t-photos')!;
      const expectedTop = target.getBoundingClientRect().top + window.scrollY - 100;
      [...root.querySelectorAll<HTMLAnchorElement>('.nav-sublink')].find((a) => a.textContent === 'Photo Management')!.click();
      expect(calls).to.have.length(1);
      expect(calls[0]!.top).to.be.closeTo(expectedTop, 1);
      expect(calls[0]!.behavior).to.equal(matchMedia('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'smooth');
      expect(document.activeElement).to.equal(target.querySelector('h3'));
      expect(target.querySelector('h3')!.getAttribute('tabindex')).to.equal('-1');
      expect(location.hash).to.equal('#t-photos');
      await waitUntil(() => root.querySelector('.nav-link[aria-current="location"]')?.textContent === 'Client Management');
    } finally {
      window.scrollTo = realScrollTo;
    }
  });

  it('jumps at once under prefers-reduced-motion', async () => {
    const { root } = await renderNav();
    const realMatch = window.matchMedia;
    const calls: ScrollToOptions[] = [];
    const realScrollTo = window.scrollTo;
    window.matchMedia = ((query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList) as typeof window.matchMedia;
    window.scrollTo = ((options: ScrollToOptions) => calls.push(options)) as typeof window.scrollTo;
    try {
      root.querySelectorAll<HTMLAnchorElement>('.nav-link')[2]!.click();
      expect(calls[0]!.behavior).to.equal('instant');
    } finally {
      window.matchMedia = realMatch;
      window.scrollTo = realScrollTo;
    }
  });

  it('highlights the section that crosses the band 10%–20% from the top as the page scrolls', async () => {
    const { page, root } = await renderNav();
    const current = () => root.querySelector('.nav-link[aria-current="location"]')?.textContent;
    for (const id of ['t-billing', 't-clients', 't-intro']) {
      const section = page.querySelector<HTMLElement>(`#${id}`)!;
      window.scrollTo({ top: section.getBoundingClientRect().top + window.scrollY - innerHeight * 0.15, behavior: 'instant' });
      await waitUntil(() => current() === section.querySelector('h2')!.textContent, `${id} should become active`);
    }
    await expect(page.querySelector('clinic-handbook-nav')!).shadowDom.to.be.accessible();
  });
});
