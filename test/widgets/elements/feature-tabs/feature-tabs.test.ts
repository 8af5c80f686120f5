import { expect, fixture, waitUntil } from '@open-wc/testing';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { FeatureTabsMarkup } from '../../../../pages/fragments/feature-tabs.tsx';
import { featureTabs } from '../../../../widgets/content/features.ts';
import { ClinicFeatureTabsElement } from '../../../../widgets/elements/feature-tabs/feature-tabs.element.ts';

const markup = renderToStaticMarkup(createElement(FeatureTabsMarkup));

const tabs = (el: HTMLElement) => [...el.querySelectorAll<HTMLElement>('[role="tab"]')];
const visiblePanels = (el: HTMLElement) => [...el.querySelectorAll<HTMLElement>('[role="tabpanel"]')].filter((panel) => !panel.hidden);
const key = (target: HTMLElement, name: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));

async function mount(): Promise<HTMLElement> {
  const el = await fixture<HTMLElement>(markup);
  expect(el).to.be.instanceOf(ClinicFeatureTabsElement);
  return el;
}

/** The tabs connected in this very task, before the behaviour (fetched as they connect) can have come. */
function connectNow(): ClinicFeatureTabsElement {
  const template = document.createElement('template');
  template.innerHTML = markup;
  const el = template.content.firstElementChild as ClinicFeatureTabsElement;
  document.body.append(el);
  return el;
}

describe('clinic-feature-tabs', () => {
  afterEach(() => history.replaceState(null, '', location.pathname + location.search));

  it('has six tabs with the first selected and only its panel shown', async () => {
    const el = await mount();
    expect(tabs(el).map((tab) => tab.textContent)).to.deep.equal(featureTabs.map((tab) => tab.label));
    expect(tabs(el)[0]!.getAttribute('aria-selected')).to.equal('true');
    expect(visiblePanels(el).map((panel) => panel.id)).to.deep.equal(['client-management']);
  });

  it('selects a tab on click and shows its hero and four features', async () => {
    const el = await mount();
    tabs(el)[2]!.click();
    await waitUntil(() => tabs(el)[2]!.getAttribute('aria-selected') === 'true');
    const [panel] = visiblePanels(el);
    expect(panel!.id).to.equal('billing');
    expect(panel!.querySelector('h2')!.textContent).to.equal(featureTabs[2]!.title);
    expect(panel!.querySelectorAll('.card')).to.have.length(4);
    expect(tabs(el)[0]!.tabIndex).to.equal(-1);
    expect(location.hash).to.equal('#billing');
  });

  it('moves with the arrow keys, Home and End (selection follows focus, wrapping)', async () => {
    const el = await mount();
    const all = tabs(el);
    all[0]!.focus();
    key(all[0]!, 'ArrowLeft');
    // The first key may come before the tabs' behaviour: it is held, then done once it has come.
    await waitUntil(() => document.activeElement === all[5], 'ArrowLeft should move to the last tab');
    expect(visiblePanels(el)[0]!.id).to.equal('security');
    key(all[5]!, 'ArrowRight');
    expect(document.activeElement).to.equal(all[0]);
    key(all[0]!, 'End');
    expect(all[5]!.getAttribute('aria-selected')).to.equal('true');
    key(all[5]!, 'Home');
    expect(all[0]!.getAttribute('aria-selected')).to.equal('true');
    expect(all.filter((tab) => tab.tabIndex === 0)).to.have.length(1);
  });

  it('keeps a click and an arrow key made before its behaviour has come, and does each once', async () => {
    // Connected and clicked in one task: the behaviour, fetched as the element connects, cannot be here yet.
    const el = connectNow();
    try {
      const all = tabs(el);
      const clicked = new MouseEvent('click', { bubbles: true, cancelable: true });
      all[3]!.dispatchEvent(clicked);
      expect(clicked.defaultPrevented, 'the click is held').to.equal(true);
      all[3]!.focus();
      key(all[3]!, 'ArrowRight');
      await waitUntil(() => visiblePanels(el)[0]?.id === featureTabs[4]!.id, 'the click, then the key, should be done in order');
      expect(document.activeElement).to.equal(all[4]);
      expect(all.filter((tab) => tab.getAttribute('aria-selected') === 'true')).to.deep.equal([all[4]]);
      expect(location.hash).to.equal(`#${featureTabs[4]!.id}`);
    } finally {
      el.remove();
    }
  });

  it('applies a select() made before its behaviour has come, once it has', async () => {
    const el = connectNow();
    try {
      el.select(2);
      expect(
        visiblePanels(el).map((panel) => panel.id),
        'nothing moves before the behaviour',
      ).to.deep.equal(['client-management']);
      await waitUntil(() => visiblePanels(el)[0]?.id === 'billing', 'the billing tab should be selected');
      expect(tabs(el)[2]!.getAttribute('aria-selected')).to.equal('true');
    } finally {
      el.remove();
    }
  });

  it('works in its own markup, with no shadow root', async () => {
    const el = await mount();
    expect(el.shadowRoot).to.equal(null);
    expect(tabs(el)).to.have.length(6);
  });

  it('opens the tab named by the address hash', async () => {
    history.replaceState(null, '', '#analytics');
    const el = await mount();
    await waitUntil(() => visiblePanels(el)[0]?.id === 'analytics', 'the analytics tab should be selected');
    await expect(el).to.be.accessible();
  });
});
