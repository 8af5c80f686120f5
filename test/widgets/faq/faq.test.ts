import { expect, fixture, waitUntil } from '@open-wc/testing';
import { supportFaqs } from '../../../widgets/content/faqs.ts';
import '../../../widgets/faq/faq.element.ts';
import { stubPage } from '../../support/page.ts';

stubPage();
const buttons = (el: HTMLElement) => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('button.faq-question')];
const openOnes = (el: HTMLElement) => buttons(el).flatMap((button, index) => (button.getAttribute('aria-expanded') === 'true' ? [index] : []));
const shownAnswers = (el: HTMLElement) =>
  [...el.shadowRoot!.querySelectorAll<HTMLElement>('.faq-answer')].flatMap((answer, index) => (answer.hidden ? [] : [index]));

describe('clinic-faq', () => {
  it('shows the five questions with the first one open', async () => {
    const el = await fixture<HTMLElement>('<clinic-faq></clinic-faq>');
    await waitUntil(() => buttons(el).length > 0);
    expect(buttons(el).map((button) => button.textContent)).to.deep.equal(supportFaqs.map((faq) => faq.question));
    expect(openOnes(el)).to.deep.equal([0]);
    expect(shownAnswers(el)).to.deep.equal([0]);
    for (const button of buttons(el)) {
      const answer = el.shadowRoot!.getElementById(button.getAttribute('aria-controls')!);
      expect(answer, button.textContent!).to.exist;
      expect(answer!.getAttribute('aria-labelledby')).to.equal(button.id);
      expect(button.closest('h3')).to.exist;
    }
    const link = el.shadowRoot!.querySelector<HTMLAnchorElement>('.faq-answer a')!;
    expect(link.getAttribute('href')).to.equal('/help/adding-first-clients');
    expect(link.textContent).to.equal('Adding Your First Clients');
  });

  it('keeps one open at a time, and clicking the open one closes it', async () => {
    const el = await fixture<HTMLElement>('<clinic-faq></clinic-faq>');
    await waitUntil(() => buttons(el).length > 0);
    buttons(el)[2]!.click();
    await waitUntil(() => openOnes(el).join() === '2');
    expect(shownAnswers(el)).to.deep.equal([2]);
    buttons(el)[4]!.click();
    await waitUntil(() => openOnes(el).join() === '4');
    buttons(el)[4]!.click();
    await waitUntil(() => openOnes(el).length === 0);
    expect(shownAnswers(el)).to.deep.equal([]);
    buttons(el)[0]!.click();
    await waitUntil(() => openOnes(el).join() === '0');
    await expect(el).shadowDom.to.be.accessible();
  });
});
