import { expect, fixture, oneEvent, waitUntil } from '@open-wc/testing';
import { pricing } from '../../../../widgets/elements/pricing/pricing.element.ts';
import { rupees } from '../../../../widgets/elements/pricing/format.ts';
import { find, shadow, stubPage } from '../../../support/page.ts';
import { serverRendered, watchConsoleErrors } from '../../../support/server-rendered.ts';

type PricingElement = HTMLElement & { billing: string | undefined; sections: string | undefined };

async function pricingElement(attributes = '') {
  const el = await fixture<PricingElement>(`<clinic-pricing ${attributes}></clinic-pricing>`);
  await find(el, '.pricing');
  return el;
}

const card = (el: Element, name: string) => [...shadow(el).querySelectorAll<HTMLElement>('.plan')].find((c) => c.querySelector('h3')!.textContent === name)!;
const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const radio = (el: Element, value: string) => shadow(el).querySelector<HTMLInputElement>(`input[value="${value}"]`)!;
const headings = (el: Element) => [...shadow(el).querySelectorAll('h2:not(.visually-hidden)')].map((h) => h.textContent);

describe('clinic-pricing', () => {
  beforeEach(() => stubPage());

  it('keeps a signup address with its own query and fragment when adding the plan', async () => {
    const el = await pricingElement('billing="annually" signup-href="https://partner.example/join?ref=abc#form"');
    expect(card(el, 'Basic').querySelector('a[part="cta"]')!.getAttribute('href')).to.equal(
      'https://partner.example/join?ref=abc&plan=basic&billing=annually#form',
    );
  });

  for (const width of [1200, 800]) {
    it(`side by side at ${width} px the names, prices, buttons and lists of the three cards line up`, async () => {
      const el = await fixture<PricingElement>(`<div style="width: ${width}px"><clinic-pricing sections="plans"></clinic-pricing></div>`);
      const pricing = el.querySelector('clinic-pricing')!;
      await find(pricing, '.plan');
      const tops = (selector: string) => [...shadow(pricing).querySelectorAll(`.plan ${selector}`)].map((node) => Math.round(node.getBoundingClientRect().top));
      const cards = [...shadow(pricing).querySelectorAll('.plan')].map((p) => p.getBoundingClientRect());
      expect(new Set(cards.map((c) => Math.round(c.top))).size, 'one row').to.equal(1);
      expect(cards[0]!.right).to.be.lessThan(cards[1]!.left);
      // Within a pixel: the Most Popular card's border is 1px thicker.
      for (const selector of ['h3', '.price', '.price .amount', 'a[part="cta"]', '.features']) {
        const at = tops(selector);
        expect(at.length).to.equal(3);
        expect(Math.max(...at) - Math.min(...at), `${selector} at one height: ${at}`).to.be.at.most(1);
      }
    });
  }

  /** The words of the comparison tables' cells that the layout cuts across two lines. */
  const cutWords = (pricing: Element): string[] => {
    const cut: string[] = [];
    for (const cell of shadow(pricing).querySelectorAll('.comparison th, .comparison td')) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of node.textContent!.matchAll(/[^\s-]+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) cut.push(word[0]);
        }
      }
    }
    return cut;
  };

  for (const lang of ['en-IN', 'ta-IN', 'ml-IN']) {
    it(`at 320 px cuts no word of the comparison in ${lang}: the tables scroll sideways in one region a keyboard reaches`, async () => {
      const el = await fixture<HTMLElement>(
        `<div style="width: 272px; position: relative; overflow: auto"><clinic-pricing lang="${lang}" sections="comparison"></clinic-pricing></div>`,
      );
      const pricing = el.querySelector('clinic-pricing')!;
      await find(pricing, '.comparison table');
      await waitUntil(
        () =>
          lang === 'en-IN' ||
          !shadow(pricing)
            .querySelector('caption')!
            .textContent!.match(/^[A-Za-z ]+$/),
        'translated',
      );
      expect(cutWords(pricing)).to.deep.equal([]);
      const region = shadow(pricing).querySelector<HTMLElement>('.comparison-scroll')!;
      expect(region.getAttribute('role')).to.equal('region');
      expect(region.tabIndex).to.equal(0);
      // The page itself never scrolls sideways: where the tables are wider than the column, only the region does.
      expect(pricing.getBoundingClientRect().width).to.be.at.most(272);
      expect(region.getBoundingClientRect().width).to.be.at.most(272);
      expect(el.scrollWidth, 'nothing of the tables reaches past the column').to.be.at.most(272);
    });
  }

  it('formats whole rupees with the Indian digit grouping', () => {
    expect(rupees(3000)).to.equal('₹3,000');
    expect(rupees(72000)).to.equal('₹72,000');
    expect(rupees(120000)).to.equal('₹1,20,000');
    expect(rupees(1234567)).to.equal('₹12,34,567');
  });

  it('shows the three plans with monthly prices, client limits and Pro marked Most Popular', async () => {
    const el = await pricingElement();
    expect(radio(el, 'monthly').checked).to.equal(true);
    expect(text(card(el, 'Basic').querySelector('.price p'))).to.equal('₹3,000 per month + 18% GST');
    expect(text(card(el, 'Pro').querySelector('.price p'))).to.equal('₹7,500 per month + 18% GST');
    expect(text(card(el, 'Enterprise').querySelector('.price p'))).to.equal('Custom pricing');
    expect(text(card(el, 'Basic'))).to.contain('Up to 500 clients');
    expect(text(card(el, 'Pro'))).to.contain('Up to 2,000 clients');
    expect(text(card(el, 'Enterprise'))).to.contain('Unlimited clients');
    expect(text(card(el, 'Pro').querySelector('.flag'))).to.equal('Most Popular');
    expect(shadow(el).querySelectorAll('.flag').length).to.equal(1);
    expect(text(shadow(el).querySelector('label:has(input[value="annually"])'))).to.equal('Annually Save 20%');
    const links = [...shadow(el).querySelectorAll<HTMLAnchorElement>('a[part="cta"]')].map((a) => [text(a), a.getAttribute('href')]);
    expect(links).to.deep.equal([
      ['Start Free Trial — Basic', '/register?plan=basic&billing=monthly'],
      ['Start Free Trial — Pro', '/register?plan=pro&billing=monthly'],
      ['Contact Sales — Enterprise', '/contact'],
    ]);
    await expect(el).shadowDom.to.be.accessible();
  });

  it('switches to annual prices with the savings when the toggle is used, and sets billing', async () => {
    const el = await pricingElement();
    radio(el, 'annually').click();
    await waitUntil(() => text(card(el, 'Basic').querySelector('.price p')) === '₹28,800 per year + 18% GST');
    expect(text(card(el, 'Basic').querySelector('.saving'))).to.equal('Saving ₹7,200 a year');
    expect(text(card(el, 'Pro').querySelector('.price p'))).to.equal('₹72,000 per year + 18% GST');
    expect(card(el, 'Pro').querySelector('a[part="cta"]')!.getAttribute('href')).to.equal('/register?plan=pro&billing=annually');
    expect(text(card(el, 'Pro').querySelector('.saving'))).to.equal('Saving ₹18,000 a year');
    expect(text(card(el, 'Enterprise').querySelector('.price p'))).to.equal('Custom pricing');
    expect(el.billing).to.equal('annually');
    expect(el.getAttribute('billing')).to.equal('annually');
    expect(radio(el, 'annually').checked).to.equal(true);
    expect(text(shadow(el).querySelector('[aria-live]'))).to.equal('Showing annual prices, saving 20%.');
    radio(el, 'monthly').click();
    await waitUntil(() => el.billing === 'monthly');
    await waitUntil(() => text(card(el, 'Basic').querySelector('.price p')) === '₹3,000 per month + 18% GST');
    await expect(el).shadowDom.to.be.accessible();
  });

  it('follows the billing attribute and property; an unknown value shows monthly', async () => {
    const el = await pricingElement('billing="annually"');
    expect(radio(el, 'annually').checked).to.equal(true);
    expect(text(card(el, 'Pro').querySelector('.price p'))).to.equal('₹72,000 per year + 18% GST');
    expect(card(el, 'Pro').querySelector('a[part="cta"]')!.getAttribute('href')).to.equal('/register?plan=pro&billing=annually');
    el.setAttribute('billing', 'monthly');
    await waitUntil(() => radio(el, 'monthly').checked);
    el.billing = 'annually';
    await waitUntil(() => radio(el, 'annually').checked);
    el.setAttribute('billing', 'weekly');
    await waitUntil(() => radio(el, 'monthly').checked);
    expect(text(card(el, 'Basic').querySelector('.price p'))).to.equal('₹3,000 per month + 18% GST');
  });

  it('shows only the named sections, in their fixed order; unknown words are ignored and naming none shows all', async () => {
    const el = await pricingElement('sections="faq bogus plans"');
    expect(shadow(el).querySelector('.plans')).to.not.equal(null);
    expect(headings(el)).to.deep.equal(['Frequently asked questions']);
    expect(shadow(el).querySelector('table')).to.equal(null);
    el.setAttribute('sections', 'guarantee comparison');
    await waitUntil(() => headings(el).length === 2);
    expect(headings(el)).to.deep.equal(['Compare plans', '30-Day Money-Back Guarantee']);
    expect(shadow(el).querySelector('.plans')).to.equal(null);
    el.setAttribute('sections', 'nothing known');
    await waitUntil(() => shadow(el).querySelector('.plans'));
    expect(headings(el)).to.deep.equal(['Compare plans', '30-Day Money-Back Guarantee', 'Frequently asked questions']);
    el.setAttribute('sections', 'plans');
    await waitUntil(() => headings(el).length === 0);
    el.removeAttribute('sections');
    await waitUntil(() => headings(el).length === 3);
  });

  it('compares the plans in real tables by category with the gating of the published plans', async () => {
    const el = await pricingElement('sections="comparison"');
    const tables = [...shadow(el).querySelectorAll('table')];
    expect(tables.map((t) => t.caption?.textContent)).to.include.members(['Scheduling', 'Analytics & Operations', 'Integrations & Support']);
    for (const table of tables) {
      expect([...table.tHead!.querySelectorAll('th')].map((th) => [th.textContent, th.scope])).to.deep.equal([
        ['Feature', 'col'],
        ['Basic', 'col'],
        ['Pro', 'col'],
        ['Enterprise', 'col'],
      ]);
    }
    const row = (feature: string) => {
      const tr = [...shadow(el).querySelectorAll('tbody tr')].find((r) => r.querySelector('th')!.textContent === feature)!;
      expect(tr.querySelector('th')!.scope).to.equal('row');
      return [...tr.querySelectorAll('td')].map((td) => text(td.querySelector('.visually-hidden') ?? td));
    };
    expect(row('Multi-location scheduling')).to.deep.equal(['Not included', 'Not included', 'Included']);
    expect(row('API access')).to.deep.equal(['Not included', 'Not included', 'Included']);
    expect(row('Custom integrations')).to.deep.equal(['Not included', 'Not included', 'Included']);
    expect(row('AI analytics and custom reports')).to.deep.equal(['Not included', 'Included', 'Included']);
    expect(row('WhatsApp API')).to.deep.equal(['Not included', 'Included', 'Included']);
    expect(row('Marketing automation and campaigns')).to.deep.equal(['Not included', 'Included', 'Included']);
    expect(row('Care protocols')).to.deep.equal(['Not included', 'Included', 'Included']);
    expect(row('Email and SMS reminders')).to.deep.equal(['Included', 'Included', 'Included']);
    expect(row('Before/after photo management')).to.deep.equal(['Limited storage', 'Included', 'Included']);
    expect(row('Clients')).to.deep.equal(['Up to 500', 'Up to 2,000', 'Unlimited']);
    const marks = tables[0]!.querySelectorAll('.mark');
    expect([...marks].every((m) => m.getAttribute('aria-hidden') === 'true')).to.equal(true);
    await expect(el).shadowDom.to.be.accessible();
  });

  it('shows the 30-day money-back guarantee with no setup fees and the cancellation terms', async () => {
    const el = await pricingElement('sections="guarantee"');
    const section = text(shadow(el).querySelector('.guarantee'));
    expect(section).to.contain('30-Day Money-Back Guarantee');
    expect(section).to.contain('No setup fees');
    expect(section).to.contain('Cancel anytime with 30 days notice');
  });

  it('has four FAQs as disclosure buttons', async () => {
    const el = await pricingElement('sections="faq"');
    const buttons = [...shadow(el).querySelectorAll<HTMLButtonElement>('.faq button')];
    expect(buttons.length).to.equal(4);
    expect(buttons.every((b) => b.getAttribute('aria-expanded') === 'false')).to.equal(true);
    const answer = shadow(el).getElementById(buttons[0]!.getAttribute('aria-controls')!)!;
    expect(answer.hidden).to.equal(true);
    buttons[0]!.click();
    await waitUntil(() => buttons[0]!.getAttribute('aria-expanded') === 'true');
    expect(answer.hidden).to.equal(false);
    expect(answer.textContent).to.contain('without a credit card');
    buttons[2]!.click();
    await waitUntil(() => buttons[2]!.getAttribute('aria-expanded') === 'true');
    expect(buttons[0]!.getAttribute('aria-expanded')).to.equal('true');
    buttons[0]!.click();
    await waitUntil(() => buttons[0]!.getAttribute('aria-expanded') === 'false');
    expect(answer.hidden).to.equal(true);
    await expect(el).shadowDom.to.be.accessible();
  });

  it('takes its words by key from configure({ messages }), a placeholder filled with the plan’s figure, in one language or all', async () => {
    const { page } = stubPage();
    page.config.configure({
      messages: { 'pricingContent.features.clientLimit': 'At most {clients} clients', 'hi-IN': { 'pricingContent.faq.trial.question': 'कार्ड चाहिए?' } },
    });
    const english = await pricingElement('sections="plans faq"');
    const hindi = await pricingElement('lang="hi" sections="faq"');
    await waitUntil(() => text(card(english, 'Pro')).includes('At most 2,000 clients'), 'the override, compiled and filled in');
    expect(text(card(english, 'Basic'))).to.contain('At most 500 clients');
    expect(text(card(english, 'Enterprise'))).to.contain('Unlimited clients');
    expect(text(shadow(english).querySelector('.faq button'))).to.equal('Do I need a credit card to start the free trial?');
    await waitUntil(() => text(shadow(hindi).querySelector('.faq button')) === 'कार्ड चाहिए?', 'the Hindi override');
  });

  it('fires clinic-plan-selected {plan, billing} (bubbling, composed) before following the link; preventDefault stays', async () => {
    const el = await pricingElement('billing="annually" signup-href="/start" sales-href="/sales"');
    const links = [...shadow(el).querySelectorAll<HTMLAnchorElement>('a[part="cta"]')];
    expect(links.map((a) => a.getAttribute('href'))).to.deep.equal(['/start?plan=basic&billing=annually', '/start?plan=pro&billing=annually', '/sales']);

    // Not cancelled: the click's default (following the link) is left alone; the test stops it at the window.
    const followed: boolean[] = [];
    const atWindow = (event: Event) => {
      followed.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', atWindow);
    const selected = oneEvent(document, 'clinic-plan-selected');
    links[1]!.click();
    const event = (await selected) as CustomEvent;
    expect(event.detail).to.deep.equal({ plan: 'pro', billing: 'annually' });
    expect(event.bubbles && event.composed && event.cancelable).to.equal(true);
    expect(followed).to.deep.equal([true]);

    // Cancelled by the host page: the link is not followed.
    const cancel = (e: Event) => e.preventDefault();
    document.addEventListener('clinic-plan-selected', cancel);
    const second = oneEvent(document, 'clinic-plan-selected');
    links[2]!.click();
    expect(((await second) as CustomEvent).detail).to.deep.equal({ plan: 'enterprise', billing: 'annually' });
    expect(followed).to.deep.equal([true, false]);
    document.removeEventListener('clinic-plan-selected', cancel);
    window.removeEventListener('click', atWindow);
    await expect(el).shadowDom.to.be.accessible();
  });
  it('fires clinic-billing-change {billing} (bubbling, composed) when the visitor switches, not when the page sets billing', async () => {
    const el = await pricingElement();
    const heard: string[] = [];
    const listen = (event: Event) => heard.push((event as CustomEvent).detail.billing);
    document.addEventListener('clinic-billing-change', listen);
    const changed = oneEvent(document, 'clinic-billing-change');
    radio(el, 'annually').click();
    const event = (await changed) as CustomEvent;
    expect(event.detail).to.deep.equal({ billing: 'annually' });
    expect(event.bubbles && event.composed).to.equal(true);
    radio(el, 'annually').click();
    el.setAttribute('billing', 'monthly');
    await waitUntil(() => radio(el, 'monthly').checked);
    el.billing = 'annually';
    await waitUntil(() => radio(el, 'annually').checked);
    document.removeEventListener('clinic-billing-change', listen);
    expect(heard).to.deep.equal(['annually']);
  });

  describe('as the site delivers it (server-rendered, then hydrated)', () => {
    // What a visitor sees: the drawn copies of a price or link that are rendered (not display: none).
    const shown = (el: Element, name: string, selector: string) =>
      [...card(el, name).querySelectorAll<HTMLElement>(selector)].filter((node) => node.checkVisibility());
    const shownPrice = (el: Element, name: string) => shown(el, name, '.price').map((price) => text(price.querySelector('p')));
    const shownLinks = (el: Element, name: string) => shown(el, name, 'a[part="cta"]').map((a) => a.getAttribute('href'));
    const hydrated = (el: Element) => card(el, 'Basic').querySelectorAll('.price').length === 1;

    it('switches prices and trial links with CSS alone before its code comes; then the radio chosen drives billing, without a console error', async () => {
      // Far below the viewport, its code waits (it loads once the element comes near the screen).
      const el = await serverRendered<PricingElement>(pricing, 'sections="plans"', { wrapperStyle: 'position: absolute; top: 400vh' });
      expect(el.shadowRoot!.querySelector('style[data-clinic-style]'), 'server markup, not yet hydrated').to.exist;
      expect(card(el, 'Basic').querySelectorAll('.price').length, 'both periods are in the markup').to.equal(2);
      expect(shownPrice(el, 'Basic')).to.deep.equal(['₹3,000 per month + 18% GST']);
      expect(shownLinks(el, 'Pro')).to.deep.equal(['/register?plan=pro&billing=monthly']);

      radio(el, 'annually').click();
      expect(shownPrice(el, 'Basic')).to.deep.equal(['₹28,800 per year + 18% GST']);
      expect(shownPrice(el, 'Pro')).to.deep.equal(['₹72,000 per year + 18% GST']);
      expect(shownPrice(el, 'Enterprise')).to.deep.equal(['Custom pricing']);
      expect(shownLinks(el, 'Basic')).to.deep.equal(['/register?plan=basic&billing=annually']);
      expect(shownLinks(el, 'Enterprise')).to.deep.equal(['/contact']);
      expect(text(shadow(el).querySelector('label:has(input:checked)'))).to.equal('Annually Save 20%');
      expect(el.hasAttribute('billing'), 'no code has run').to.equal(false);

      const watch = watchConsoleErrors();
      const heard: string[] = [];
      const listen = (event: Event) => heard.push((event as CustomEvent).detail.billing);
      document.addEventListener('clinic-billing-change', listen);
      try {
        el.scrollIntoView();
        await waitUntil(() => hydrated(el), 'the code should hydrate the element once it is in view');
        // The choice made before the code came is its state now: the attribute, the event, the links.
        await waitUntil(() => el.billing === 'annually', 'the early choice should reach the component');
        expect(heard).to.deep.equal(['annually']);
        expect(radio(el, 'annually').checked).to.equal(true);
        expect(shownPrice(el, 'Basic')).to.deep.equal(['₹28,800 per year + 18% GST']);
        expect([...shadow(el).querySelectorAll('a[part="cta"]')].map((a) => a.getAttribute('href'))).to.deep.equal([
          '/register?plan=basic&billing=annually',
          '/register?plan=pro&billing=annually',
          '/contact',
        ]);
        expect(text(shadow(el).querySelector('[aria-live]'))).to.equal('Showing annual prices, saving 20%.');

        radio(el, 'monthly').click();
        await waitUntil(() => el.billing === 'monthly');
        expect(heard).to.deep.equal(['annually', 'monthly']);
        expect(shownPrice(el, 'Pro')).to.deep.equal(['₹7,500 per month + 18% GST']);
        expect(shownLinks(el, 'Pro')).to.deep.equal(['/register?plan=pro&billing=monthly']);
        expect(watch.errors, 'no hydration warning').to.deep.equal([]);
        await expect(el).shadowDom.to.be.accessible();
      } finally {
        watch.restore();
        document.removeEventListener('clinic-billing-change', listen);
      }
    });

    it('the server markup of annual billing shows the annual prices, and is accessible before its code comes', async () => {
      const el = await serverRendered<PricingElement>(pricing, 'billing="annually" sections="plans"', { wrapperStyle: 'position: absolute; top: 400vh' });
      expect(radio(el, 'annually').checked).to.equal(true);
      expect(shownPrice(el, 'Pro')).to.deep.equal(['₹72,000 per year + 18% GST']);
      expect(shownLinks(el, 'Pro')).to.deep.equal(['/register?plan=pro&billing=annually']);
      expect(hydrated(el)).to.equal(false);
      await expect(el).shadowDom.to.be.accessible();
    });
  });
});
