import { expect, fixture, waitUntil } from '@open-wc/testing';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DemoTourMarkup } from '../../../../pages/fragments/demo-tour.tsx';
import { demoSections } from '../../../../widgets/content/demo.ts';
import { ClinicDemoTourElement } from '../../../../widgets/elements/demo-tour/demo-tour.element.ts';

const markup = renderToStaticMarkup(createElement(DemoTourMarkup));
const shown = (el: HTMLElement) => [...el.querySelectorAll<HTMLElement>('[role="tabpanel"]')].filter((panel) => !panel.hidden);

describe('clinic-demo-tour', () => {
  it('lists four sections, 9 minutes in total, with the overview selected', async () => {
    const el = await fixture<HTMLElement>(markup);
    expect(el).to.be.instanceOf(ClinicDemoTourElement);
    const tabs = [...el.querySelectorAll('[role="tab"]')];
    expect(tabs).to.have.length(4);
    expect(el.querySelector('.demo-total')!.textContent).to.equal('9 minutes in total');
    expect(tabs[0]!.getAttribute('aria-selected')).to.equal('true');
    expect(shown(el).map((panel) => panel.id)).to.deep.equal(['demo-overview']);
  });

  it('shows the title, duration and description of the section clicked', async () => {
    const el = await fixture<HTMLElement>(markup);
    expect(el).to.be.instanceOf(ClinicDemoTourElement);
    el.querySelector<HTMLElement>('#demo-tab-scheduling')!.click();
    await waitUntil(() => shown(el)[0]?.id === 'demo-scheduling');
    const panel = shown(el)[0]!;
    const section = demoSections[1]!;
    expect(panel.querySelector('h2')!.textContent).to.equal(section.title);
    expect(panel.querySelector('.duration')!.textContent).to.equal(section.duration);
    expect(panel.querySelector('.lead')!.textContent).to.equal(section.description);
  });

  it('moves with the up and down arrows', async () => {
    const el = await fixture<HTMLElement>(markup);
    expect(el).to.be.instanceOf(ClinicDemoTourElement);
    const first = el.querySelector<HTMLElement>('#demo-tab-overview')!;
    first.focus();
    first.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    // The first key may come before the tabs' behaviour: it is held, then done once it has come.
    await waitUntil(() => shown(el)[0]?.id === 'demo-scheduling', 'ArrowDown should select the next section');
    first.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', bubbles: true }));
    expect(shown(el)[0]!.id).to.equal('demo-analytics');
    await expect(el).to.be.accessible();
  });
});
