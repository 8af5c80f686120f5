/**
 * The help centre's static pages (pages/help/) and its content file (scripts/help-content.ts):
 * every article page holds its title and every block's text, content links are escaped <a>
 * elements, and the pages, the file and the bundle's copies of the rules agree with the content.
 */
import assert from 'node:assert/strict';
import { siteStylesheet } from '../../pages/build.ts';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { handbook } from '../../widgets/content/handbook.ts';
import * as content from '../../widgets/content/help/index.ts';
import { ARTICLE_IDS, HELP_CATEGORIES, type HelpArticle } from '../../widgets/content/types.ts';
import { Blocks, blockTexts } from '../../widgets/help-shared/blocks.tsx';
import * as slugs from '../../widgets/help-shared/categories.ts';
import { parseInline, plainText } from '../../widgets/runtime/react/links.ts';
import { Inline } from '../../widgets/help-shared/inline.tsx';
import { articlePage, categoryPage, categoryTemplatePage, helpPages } from '../../pages/help/build-help-pages.ts';
import { helpContentJson } from '../../scripts/help-content.ts';

/** The text a browser shows for some markup: tags dropped, entities decoded, spaces collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<\/?(a|span|time|strong|mark)\b[^>]*>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x27|#39|quot|lt|gt|amp);/g, (_all, name: string) => ({ '#x27': "'", '#39': "'", quot: '"', lt: '<', gt: '>', amp: '&' })[name]!)
    .replace(/\s+/g, ' ');
}
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
const html = (element: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(element);

describe('help article pages', () => {
  const pages = helpPages();

  it('generates /support, /handbook, twelve articles, three categories, the category template and Article Not Found', () => {
    const paths = pages.map((page) => page.meta.path);
    assert.deepEqual(paths.slice(0, 2), ['/support', '/handbook']);
    for (const id of ARTICLE_IDS) assert.ok(paths.includes(`/help/${id}`), id);
    for (const slug of ['getting-started', 'features-usage', 'billing-payments']) assert.ok(paths.includes(`/help/category/${slug}`), slug);
    assert.ok(paths.includes('/help/category'));
    assert.ok(paths.includes('/help-article-not-found'));
    assert.equal(new Set(paths).size, paths.length);
    assert.equal(pages.length, 2 + 12 + 3 + 1 + 1);
  });

  it('puts every article’s title, facts and the text of every block in its page', () => {
    for (const article of content.articles) {
      const { meta, body } = articlePage(article);
      assert.equal(meta.title, `${article.title} | Help Center | ClinicPlatform`);
      assert.equal(meta.description, article.description);
      const text = textOf(body);
      for (const fact of [article.title, article.description, article.category, `${article.readTime} read`, 'Last updated January 15, 2025']) {
        assert.ok(text.includes(fact), `${article.id}: ${fact}`);
      }
      for (const piece of article.content.flatMap(blockTexts)) assert.ok(text.includes(squash(plainText(piece))), `${article.id}: ${piece.slice(0, 60)}`);
      for (const related of article.relatedArticles) {
        assert.ok(body.includes(`<a href="/help/${related}">`), `${article.id} → ${related}`);
      }
      assert.ok(body.includes(`<clinic-help-article article-id="${article.id}">`), article.id);
      assert.ok(body.includes(`data-help-article="${article.id}"`), article.id);
    }
  });

  it('renders each block type as its element: h2, p, ul, ol of steps, and notes', () => {
    const markup = html(
      createElement(Blocks, {
        blocks: [
          { type: 'heading', text: 'Set up' },
          { type: 'paragraph', text: 'Plain.' },
          { type: 'list', items: ['One', 'Two'] },
          { type: 'steps', steps: [{ title: 'Open', description: 'Go to Settings.' }] },
          { type: 'info', title: 'Good to know', text: 'Info.' },
          { type: 'warning', text: 'Careful.' },
          { type: 'success', text: 'Done.' },
        ],
      }),
    );
    assert.match(markup, /^<h2 class="help-heading">Set up<\/h2><p>Plain\.<\/p><ul class="help-list"><li>One<\/li><li>Two<\/li><\/ul>/);
    assert.match(
      markup,
      /<ol class="help-steps" role="list"><li class="help-step"><span class="help-step-title">Open<\/span><span class="help-step-text">Go to Settings\.<\/span><\/li><\/ol>/,
    );
    assert.match(
      markup,
      /<div class="help-callout info" role="note"><p class="help-callout-title"><span class="visually-hidden">Note: <\/span>Good to know<\/p><p>Info\.<\/p><\/div>/,
    );
    assert.match(markup, /<div class="help-callout warning" role="note"><p><span class="visually-hidden">Important: <\/span>Careful\.<\/p><\/div>/);
    assert.match(markup, /<div class="help-callout success" role="note">/);
  });

  it('turns markdown links into escaped <a> elements and never into raw HTML', () => {
    const markup = html(
      createElement(Inline, {
        text: 'See [A & B <b>](/help/a?x=1&y="2") or [mail](mailto:support@clinicplatform.in), not [this](javascript:alert) <script>x</script>',
      }),
    );
    assert.equal(
      markup,
      'See <a href="/help/a?x=1&amp;y=&quot;2&quot;">A &amp; B &lt;b&gt;</a> or <a href="mailto:support@clinicplatform.in">mail</a>, not this &lt;script&gt;x&lt;/script&gt;',
    );
    assert.deepEqual(parseInline('[x](//evil.example)'), [{ text: 'x' }]);
    assert.deepEqual(parseInline('[call](tel:+918047182290)!'), [{ text: 'call', href: 'tel:+918047182290' }, { text: '!' }]);
    // Every link in the real articles became an <a> with its label.
    for (const article of content.articles) {
      const { body } = articlePage(article);
      for (const part of article.content.flatMap(blockTexts).flatMap(parseInline)) {
        if (part.href !== undefined) assert.ok(body.includes(`<a href="${part.href}">`), `${article.id}: ${part.href}`);
      }
    }
  });

  it('lists each category’s articles; the template says none were found and is not indexed', () => {
    for (const category of HELP_CATEGORIES) {
      const slug = content.categorySlug(category);
      const { meta, body } = categoryPage(slug);
      assert.equal(meta.path, `/help/category/${slug}`);
      // The category's own name, escaped as HTML ('Billing &amp; Payments').
      assert.ok(body.includes(`<h1 id="help-category-title">${category.replace('&', '&amp;')}</h1>`), slug);
      for (const article of content.articlesInCategory(category)) {
        assert.ok(body.includes(`<a href="/help/${article.id}">`), article.id);
        assert.ok(textOf(body).includes(article.description), article.id);
      }
    }
    const template = categoryTemplatePage();
    assert.equal(template.meta.robots, 'noindex');
    assert.ok(textOf(template.body).includes('No articles found in this category.'));
    assert.ok(template.body.includes('<clinic-help-category>'));
  });

  it('gives /support the three channels, every category and article link, and the five FAQs in the HTML', () => {
    const { body } = pages[0]!;
    const text = textOf(body);
    for (const fact of [
      'Live chat',
      'Available 24/7',
      'Mon-Fri 9AM-6PM IST',
      'Reply within 4 hours',
      'tel:+918047182290',
      'mailto:support@clinicplatform.in',
    ]) {
      assert.ok(text.includes(fact) || body.includes(fact), fact);
    }
    for (const category of HELP_CATEGORIES) assert.ok(body.includes(`href="/help/category/${content.categorySlug(category)}"`), category);
    for (const id of ARTICLE_IDS) assert.ok(body.includes(`<a href="/help/${id}">`), id);
    // The FAQ is the element's own server-rendered markup (native disclosures), filled in by the build.
    assert.ok(body.includes('<clinic-faq></clinic-faq>'));
    assert.ok(body.includes('<clinic-help-search>') && body.includes('<clinic-faq>') && body.includes('<clinic-chat-launcher'));
  });

  it('gives /handbook every section and subsection with its id, heading and full body, and the calls to action', () => {
    const { meta, body } = pages[1]!;
    assert.equal(meta.bodyClass, 'handbook-page');
    const text = textOf(body);
    for (const section of handbook) {
      assert.ok(body.includes(`<section id="${section.id}" class="handbook-section">`), section.id);
      assert.ok(body.includes(`<a href="#${section.id}">${section.title.replace(/&/g, '&amp;')}</a>`), `nav ${section.id}`);
      for (const sub of section.subsections) {
        assert.ok(body.includes(`<section id="${sub.id}" class="handbook-subsection"><h3 tabindex="-1">`), sub.id);
        assert.ok(body.includes(`<a href="#${sub.id}">`), `nav ${sub.id}`);
        for (const piece of sub.content.flatMap(blockTexts)) assert.ok(text.includes(squash(plainText(piece))), `${sub.id}: ${piece.slice(0, 60)}`);
      }
    }
    assert.ok(body.includes('href="/register"') && body.includes('href="/support"'));
  });
});

describe('the help content file', () => {
  it('holds every article, checked, as JSON', () => {
    const file = JSON.parse(helpContentJson());
    assert.equal(file.version, 1);
    assert.deepEqual(file.articles, JSON.parse(JSON.stringify(content.articles)));
  });

  it('fails on a related id that does not exist, a bad article or a repeated id', () => {
    const [first, second] = content.articles as [HelpArticle, HelpArticle];
    assert.throws(() => helpContentJson([{ ...first, relatedArticles: [second.id] }]), /related article .* does not exist/);
    assert.throws(() => helpContentJson([{ ...first, readTime: '45 min' }]), /readTime/);
    assert.throws(() => helpContentJson([first, first]), /appears twice/);
  });
});

describe('the bundle’s copies', () => {
  it('titles and slugs categories exactly as the content module does', () => {
    for (const slug of ['getting-started', 'features-usage', 'billing-payments', 'billing-and-payments', 'a-b-c', 'faq', '', '-x', 'x-']) {
      assert.equal(slugs.categoryTitleFromSlug(slug), content.categoryTitleFromSlug(slug), slug);
    }
    for (const category of HELP_CATEGORIES) assert.equal(slugs.categorySlug(category), content.categorySlug(category));
  });

  it("the site's stylesheet nests the elements' help sheet for the static copies", async () => {
    const [css, shared] = await Promise.all([siteStylesheet(), readFile(new URL('../../widgets/help-shared/help.css', import.meta.url), 'utf8')]);
    assert.ok(css.includes(`.help-static {`), 'a .help-static block');
    assert.ok(css.includes(shared), 'the help sheet inside it');
  });
});
