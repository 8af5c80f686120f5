/**
 * The help centre's generated pages, for `buildPages(outDir, helpPages())`: /support, /handbook,
 * /help/{id} for each article, /help/category/{slug} for each category and the /help/category
 * template the server answers for any other slug. Rendered with React's static renderer, which
 * escapes every text and attribute; links in the content become real <a> elements.
 */
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { handbook } from '../../widgets/content/handbook.ts';
import { articles } from '../../widgets/content/help/index.ts';
import { HELP_CATEGORIES, type HelpArticle } from '../../widgets/content/types.ts';
import { categorySlug, categoryTitle } from '../../widgets/help-shared/categories.ts';
import { articlesOfSlug } from '../../widgets/help-shared/views.tsx';
import { englishBody, type PageMeta } from '../build.ts';
import { REFERENCE_LOCALE } from '../../scripts/locales.ts';
import { referenceLanguage, type SiteLanguage } from '../site-languages.ts';
import { ArticleNotFoundPage, ArticlePage, CategoryPage } from './article-pages.tsx';
import { HandbookPage } from './handbook-page.tsx';
import { SupportPage } from './support-page.tsx';

/** A generated page: front matter and main content, as pages/routes/ files give them. */
export interface GeneratedPage {
  meta: PageMeta;
  body: string;
}

const render = <P extends object>(component: ComponentType<P>, props: P) => renderToStaticMarkup(createElement(component, props));

/** The words of the help centre's pages in one language, and that language. */
interface InLanguage {
  language: SiteLanguage;
}

const reference = (): InLanguage => ({ language: referenceLanguage() });

const words =
  ({ language }: InLanguage) =>
  (key: string, values?: Record<string, string | number>) =>
    language.messages.text(`help.${key}`, values);

/** /help/{id} for one article: its body in the reference language, under a note in the page's. */
export function articlePage(article: HelpArticle, all: readonly HelpArticle[] = articles, context: InLanguage = reference()): GeneratedPage {
  const t = words(context);
  return {
    meta: {
      title: t('article_meta_title', { title: article.title }),
      description: article.description,
      path: `/help/${article.id}`,
      type: 'article',
      schema: 'Article',
    },
    body: englishBody(render(ArticlePage, { article, articles: all }), context.language, REFERENCE_LOCALE),
  };
}

/** /help/category/{slug} for one category: its list in the reference language, under a note in the page's. */
export function categoryPage(slug: string, all: readonly HelpArticle[] = articles, context: InLanguage = reference()): GeneratedPage {
  const t = words(context);
  const title = categoryTitle(slug);
  const inCategory = articlesOfSlug(slug, all);
  return {
    meta: {
      title: t('category_meta_title', { category: t(`category.${slug}`) }),
      description: t('category_meta_description', { count: inCategory.length, category: t(`category.${slug}`) }),
      path: `/help/category/${slug}`,
      schema: 'CollectionPage',
    },
    body: englishBody(render(CategoryPage, { slug, title, articles: inCategory }), context.language, REFERENCE_LOCALE),
  };
}

/** The template the server answers for /help/category/{any other slug}. */
export function categoryTemplatePage(context: InLanguage = reference()): GeneratedPage {
  const t = words(context);
  return {
    meta: {
      title: t('category_template_meta_title'),
      description: t('category_template_meta_description'),
      path: '/help/category',
      robots: 'noindex',
    },
    body: englishBody(render(CategoryPage, { slug: '', title: 'Help category', articles: [] }), context.language, REFERENCE_LOCALE),
  };
}

/** The page the server answers, with status 404, for a /help/{id} that is no article. */
export function articleNotFoundPage(context: InLanguage = reference()): GeneratedPage {
  const t = words(context);
  return {
    meta: {
      title: t('not_found_meta_title'),
      description: t('not_found_meta_description'),
      path: '/help-article-not-found',
      robots: 'noindex',
    },
    body: englishBody(render(ArticleNotFoundPage, {}), context.language, REFERENCE_LOCALE),
  };
}

/** /support, the Help Center, in the page's language. */
export function supportPage(all: readonly HelpArticle[] = articles, context: InLanguage = reference()): GeneratedPage {
  const t = words(context);
  return {
    meta: { title: t('support_meta_title'), description: t('support_meta_description'), path: '/support' },
    body: render(SupportPage, { articles: all, messages: context.language.messages, reference: REFERENCE_LOCALE }),
  };
}

/** /handbook, the user handbook: its words in the page's language, its sections in the reference language. */
export function handbookPage(context: InLanguage = reference()): GeneratedPage {
  const t = words(context);
  return {
    meta: {
      title: t('handbook_meta_title'),
      description: t('handbook_meta_description'),
      path: '/handbook',
      schema: 'TechArticle',
      bodyClass: 'handbook-page',
    },
    body: render(HandbookPage, { sections: handbook, messages: context.language.messages, reference: REFERENCE_LOCALE }),
  };
}

/** Every generated page of the help centre, in one language. */
export function helpPages(language: SiteLanguage = referenceLanguage()): GeneratedPage[] {
  const context = { language };
  return [
    supportPage(articles, context),
    handbookPage(context),
    ...articles.map((article) => articlePage(article, articles, context)),
    ...HELP_CATEGORIES.map((category) => categoryPage(categorySlug(category), articles, context)),
    categoryTemplatePage(context),
    articleNotFoundPage(context),
  ];
}
