import { expect, fixture, waitUntil } from '@open-wc/testing';
import { articleById, articles, categorySlug } from '../../../../widgets/content/help/index.ts';
import type { ContentBlock } from '../../../../widgets/content/types.ts';
import { json } from '../../../support/page.ts';
import { blockTexts } from '../../../../widgets/help-shared/blocks.tsx';
import { parseInline, plainText } from '../../../../widgets/runtime/react/links.ts';
import '../../../../widgets/elements/help-article/help-article.element.ts';
import { helpFile, squash, stubHelp } from '../../help-shared/help-fixtures.ts';

const render = async (attributes: string, inner = '') => {
  const el = await fixture<HTMLElement>(`<clinic-help-article ${attributes}>${inner}</clinic-help-article>`);
  // Its own content shows through a slot at once; without it, the element renders its code's markup.
  await waitUntil(() => el.shadowRoot?.querySelector(inner ? 'slot' : 'h1, [role="alert"]'), 'the element should render');
  return el;
};
const count = (root: ParentNode, selector: string) => root.querySelectorAll(selector).length;
const ofType = (blocks: ContentBlock[], type: ContentBlock['type']) => blocks.filter((block) => block.type === type);

describe('clinic-help-article', () => {
  let help: ReturnType<typeof stubHelp>;
  afterEach(() => help.restore());

  it('renders every article with breadcrumb, category, read time, last updated and every block type it has', async () => {
    help = stubHelp();
    for (const article of articles) {
      const el = await render(`article-id="${article.id}"`);
      const root = el.shadowRoot!;
      expect(root.querySelector('h1')!.textContent, article.id).to.equal(article.title);
      const crumbs = [...root.querySelectorAll('.help-breadcrumb li')].map((li) => squash(li.textContent));
      expect(crumbs).to.deep.equal(['Help Center', article.category, article.title]);
      expect(root.querySelector('.help-breadcrumb a')!.getAttribute('href')).to.equal('/support');
      expect(root.querySelectorAll('.help-breadcrumb a')[1]!.getAttribute('href')).to.equal(`/help/category/${categorySlug(article.category)}`);
      const meta = squash(root.querySelector('.help-meta')!.textContent);
      for (const fact of [article.category, `${article.readTime} read`, 'Last updated January 15, 2025']) expect(meta).to.contain(fact);
      expect(root.querySelector('.help-meta time')!.getAttribute('datetime')).to.equal('2025-01-15');

      const body = root.querySelector('.help-body')!;
      const blocks = article.content;
      expect(count(body, ':scope > h2.help-heading'), `${article.id} headings`).to.equal(ofType(blocks, 'heading').length);
      expect(count(body, ':scope > p'), `${article.id} paragraphs`).to.equal(ofType(blocks, 'paragraph').length);
      expect(count(body, ':scope > ul.help-list'), `${article.id} lists`).to.equal(ofType(blocks, 'list').length);
      expect(count(body, ':scope > ol.help-steps'), `${article.id} steps`).to.equal(ofType(blocks, 'steps').length);
      for (const type of ['info', 'warning', 'success'] as const) {
        expect(count(body, `:scope > .help-callout.${type}[role="note"]`), `${article.id} ${type}`).to.equal(ofType(blocks, type).length);
      }
      const steps = [...body.querySelectorAll('ol.help-steps')].map((ol) => ol.children.length);
      expect(steps).to.deep.equal(ofType(blocks, 'steps').map((block) => (block.type === 'steps' ? block.steps.length : 0)));

      const text = squash(body.textContent);
      for (const piece of blocks.flatMap(blockTexts)) expect(text, article.id).to.contain(squash(plainText(piece)));
      for (const link of blocks
        .flatMap(blockTexts)
        .flatMap(parseInline)
        .filter((part) => part.href !== undefined)) {
        const anchor = [...body.querySelectorAll('a')].find((a) => a.getAttribute('href') === link.href && a.textContent === link.text);
        expect(anchor, `${article.id}: [${link.text}](${link.href})`).to.exist;
      }

      const related = [...root.querySelectorAll('.help-related-list a')];
      expect(related.map((a) => a.getAttribute('href'))).to.deep.equal(article.relatedArticles.map((id) => `/help/${id}`));
      expect(related.map((a) => a.textContent)).to.deep.equal(article.relatedArticles.map((id) => articleById(id)!.title));
      expect(root.querySelector('.help-article-footer a')!.getAttribute('href')).to.equal('/support');
    }
    expect(help.calls, 'one fetch for the whole page').to.have.length(1);
  });

  it("shows 'Article Not Found' with a link back to support-href for an unknown id", async () => {
    help = stubHelp();
    const el = await render('article-id="no-such-article" support-href="/help-centre"');
    const root = el.shadowRoot!;
    expect(root.querySelector('h1')!.textContent).to.equal('Article Not Found');
    expect(squash(root.textContent)).to.contain("The help article you're looking for doesn't exist.");
    expect(root.querySelector('a')!.getAttribute('href')).to.equal('/help-centre');
    await expect(el).shadowDom.to.be.accessible();
  });

  it('takes the article id from the page path /help/{id}', async () => {
    help = stubHelp();
    const here = location.href;
    history.replaceState(history.state, '', '/help/payment-gateways');
    try {
      const el = await render('');
      expect(el.shadowRoot!.querySelector('h1')!.textContent).to.equal(articleById('payment-gateways')!.title);
    } finally {
      history.replaceState(history.state, '', here);
    }
  });

  it('keeps its static copy of the same article and fetches nothing', async () => {
    help = stubHelp();
    const el = await render('article-id="gst-compliance"', '<div data-help-article="gst-compliance"><h1>GST Compliance for Clinics</h1></div>');
    expect(el.shadowRoot!.querySelector('slot')).to.exist;
    expect(help.calls).to.have.length(0);
  });

  it('says the articles could not be loaded, with Retry and the Help Center link; Retry loads them', async () => {
    help = stubHelp(
      () => json(500, { message: 'down' }),
      () => json(200, helpFile),
    );
    const el = await render('article-id="gst-compliance"');
    const alert = el.shadowRoot!.querySelector('[role="alert"]')!;
    expect(squash(alert.textContent)).to.contain('The help articles could not be loaded.');
    expect(alert.querySelector('a')!.getAttribute('href')).to.equal('/support');
    await expect(el).shadowDom.to.be.accessible();
    alert.querySelector('button')!.click();
    await waitUntil(() => el.shadowRoot!.querySelector('h1'), 'Retry should load the article');
    expect(el.shadowRoot!.querySelector('h1')!.textContent).to.equal('GST Compliance for Clinics');
    expect(help.calls).to.have.length(2);
    await expect(el).shadowDom.to.be.accessible();
  });
});
