import { expect, fixture, waitUntil } from '@open-wc/testing';
import { supportFaqs } from '../../../../widgets/content/faqs.ts';
import '../../../../widgets/elements/faq/faq.element.ts';
import { stubPage } from '../../../support/page.ts';

stubPage();
const items = (el: HTMLElement) => [...el.shadowRoot!.querySelectorAll<HTMLDetailsElement>('details.faq-item')];
const openOnes = (el: HTMLElement) => items(el).flatMap((item, index) => (item.open ? [index] : []));
/** A click on a question's summary, as the visitor makes it. */
const click = (el: HTMLElement, index: number) => items(el)[index]!.querySelector('summary')!.click();

describe('clinic-faq', () => {
  it('shows the five questions as native disclosures with the first one open', async () => {
    const el = await fixture<HTMLElement>('<clinic-faq></clinic-faq>');
    await waitUntil(() => items(el).length > 0);
    expect(items(el).map((item) => item.querySelector('summary')!.textContent)).to.deep.equal(supportFaqs.map((faq) => faq.question));
    expect(openOnes(el)).to.deep.equal([0]);
    // One exclusive group: the browser keeps one open at a time, before any script too.
    expect(new Set(items(el).map((item) => item.getAttribute('name'))).size).to.equal(1);
    const link = el.shadowRoot!.querySelector<HTMLAnchorElement>('.faq-answer a')!;
    expect(link.getAttribute('href')).to.equal('/help/adding-first-clients');
    expect(link.textContent).to.equal('Adding Your First Clients');
  });

  it('keeps one open at a time, and clicking the open one closes it', async () => {
    const el = await fixture<HTMLElement>('<clinic-faq></clinic-faq>');
    await waitUntil(() => items(el).length > 0);
    click(el, 2);
    await waitUntil(() => openOnes(el).join() === '2');
    click(el, 4);
    await waitUntil(() => openOnes(el).join() === '4');
    click(el, 4);
    await waitUntil(() => openOnes(el).length === 0);
    click(el, 0);
    await waitUntil(() => openOnes(el).join() === '0');
    await expect(el).shadowDom.to.be.accessible();
  });

  it('closes the others itself where the browser does not group disclosures by name', async () => {
    const el = await fixture<HTMLElement>('<clinic-faq></clinic-faq>');
    await waitUntil(() => items(el).length > 0);
    for (const item of items(el)) item.removeAttribute('name');
    click(el, 3);
    await waitUntil(() => openOnes(el).join() === '3', 'opening one closes the one open before');
    click(el, 3);
    await waitUntil(() => openOnes(el).length === 0, 'clicking the open one closes it');
  });
});
