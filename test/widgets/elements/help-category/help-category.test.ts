import { expect, fixture, waitUntil } from '@open-wc/testing';
import { articlesInCategory } from '../../../../widgets/content/help/index.ts';
import '../../../../widgets/elements/help-category/help-category.element.ts';
import { squash, stubHelp } from '../../help-shared/help-fixtures.ts';

const render = async (attributes: string) => {
  const el = await fixture<HTMLElement>(`<clinic-help-category ${attributes}></clinic-help-category>`);
  await waitUntil(() => el.shadowRoot?.querySelector('h1'), 'the category should render');
  return el;
};
const EMPTY = 'No articles found in this category.';

describe('clinic-help-category', () => {
  let help: ReturnType<typeof stubHelp>;
  beforeEach(() => (help = stubHelp()));
  afterEach(() => help.restore());

  it('lists the category’s articles with title, description, read time and updated date', async () => {
    const el = await render('category="getting-started"');
    const root = el.shadowRoot!;
    expect(root.querySelector('h1')!.textContent).to.equal('Getting Started');
    const cards = [...root.querySelectorAll('.help-card')];
    const expected = articlesInCategory('Getting Started');
    expect(cards).to.have.length(expected.length);
    cards.forEach((card, index) => {
      const article = expected[index]!;
      const link = card.querySelector('h2 a')!;
      expect(link.textContent).to.equal(article.title);
      expect(link.getAttribute('href')).to.equal(`/help/${article.id}`);
      const text = squash(card.textContent);
      for (const fact of [article.description, `${article.readTime} read`, 'Updated January 15, 2025']) expect(text).to.contain(fact);
    });
    expect(squash(root.textContent)).not.to.contain(EMPTY);
    await expect(el).shadowDom.to.be.accessible();
  });

  it('titles a known category by its own name, any other slug by the rule: the first hyphen becomes a space, then words are capitalised', async () => {
    const cases: [string, string, number][] = [
      ['features-usage', 'Features & Usage', 4],
      ['billing-payments', 'Billing & Payments', 4],
      ['getting-started', 'Getting Started', 4],
      ['billing-and-payments', 'Billing And-payments', 0],
      ['a-b-c', 'A B-c', 0],
      ['faq', 'Faq', 0],
    ];
    for (const [slug, title, articles] of cases) {
      const el = await render(`category="${slug}"`);
      expect(el.shadowRoot!.querySelector('h1')!.textContent, slug).to.equal(title);
      expect(el.shadowRoot!.querySelectorAll('.help-card'), slug).to.have.length(articles);
    }
  });

  it(`shows '${EMPTY}' for an unknown category, with a way back`, async () => {
    const el = await render('category="nonsense"');
    const root = el.shadowRoot!;
    expect(root.querySelector('h1')!.textContent).to.equal('Nonsense');
    expect(squash(root.querySelector('.help-empty')!.textContent)).to.contain(EMPTY);
    expect(root.querySelector('.help-empty a')!.getAttribute('href')).to.equal('/support');
    await expect(el).shadowDom.to.be.accessible();
  });

  it('takes the slug from a language twin’s path /hi/help/category/{slug}, so an unknown one keeps its heading', async () => {
    const here = location.href;
    try {
      history.replaceState(history.state, '', '/hi/help/category/nonsense');
      const unknown = await render('');
      expect(unknown.shadowRoot!.querySelector('h1')!.textContent).to.equal('Nonsense');
      history.replaceState(history.state, '', '/hi/help/category/billing-payments');
      const known = await render('');
      expect(known.shadowRoot!.querySelector('h1')!.textContent).to.equal('Billing & Payments');
      expect(known.shadowRoot!.querySelectorAll('.help-card')).to.have.length(4);
    } finally {
      history.replaceState(history.state, '', here);
    }
  });

  it('takes the slug from the page path /help/category/{slug}', async () => {
    const here = location.href;
    history.replaceState(history.state, '', '/help/category/billing-payments');
    try {
      const el = await render('');
      expect(el.shadowRoot!.querySelector('h1')!.textContent).to.equal('Billing & Payments');
      expect(el.shadowRoot!.querySelectorAll('.help-card')).to.have.length(4);
    } finally {
      history.replaceState(history.state, '', here);
    }
  });
});
