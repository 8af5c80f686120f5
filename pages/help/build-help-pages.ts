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
import type { PageMeta } from '../build.ts';
import { ArticleNotFoundPage, ArticlePage, CategoryPage } from './article-pages.tsx';
import { HandbookPage } from './handbook-page.tsx';
import { SupportPage } from './support-page.tsx';

/** A generated page: front matter and main content, as pages/routes/ files give them. */
export interface GeneratedPage {
  meta: PageMeta;
  body: string;
}

const render = <P extends object>(component: ComponentType<P>, props: P) => renderToStaticMarkup(createElement(component, props));

/** /help/{id} for one article. */
export function articlePage(article: HelpArticle, all: readonly HelpArticle[] = articles): GeneratedPage {
  return {
    meta: {
      title: `${article.title} | Help Center | ClinicPlatform`,
      description: article.description,
      path: `/help/${article.id}`,
      type: 'article',
      schema: 'Article',
    },
    body: render(ArticlePage, { article, articles: all }),
  };
}

/** /help/category/{slug} for one category. */
export function categoryPage(slug: string, all: readonly HelpArticle[] = articles): GeneratedPage {
  const title = categoryTitle(slug);
  const inCategory = articlesOfSlug(slug, all);
  return {
    meta: {
      title: `${title} | Help Center | ClinicPlatform`,
      description: `${inCategory.length} step-by-step ClinicPlatform guides in ${title}: ${inCategory.map((article) => article.title).join(', ')}.`,
      path: `/help/category/${slug}`,
      schema: 'CollectionPage',
    },
    body: render(CategoryPage, { slug, title, articles: inCategory }),
  };
}

/** The template the server answers for /help/category/{any other slug}. */
export function categoryTemplatePage(): GeneratedPage {
  return {
    meta: {
      title: 'Help category | Help Center | ClinicPlatform',
      description: 'Articles of one Help Center category.',
      path: '/help/category',
      robots: 'noindex',
    },
    body: render(CategoryPage, { slug: '', title: 'Help category', articles: [] }),
  };
}

/** The page the server answers, with status 404, for a /help/{id} that is no article. */
export function articleNotFoundPage(): GeneratedPage {
  return {
    meta: {
      title: 'Article Not Found | Help Center | ClinicPlatform',
      description: "The help article you're looking for doesn't exist. Browse the ClinicPlatform Help Center for guides and answers.",
      path: '/help-article-not-found',
      robots: 'noindex',
    },
    body: render(ArticleNotFoundPage, {}),
  };
}

/** /support, the Help Center. */
export function supportPage(all: readonly HelpArticle[] = articles): GeneratedPage {
  return {
    meta: {
      title: 'Help Center — Guides, FAQs and 24/7 Support | ClinicPlatform',
      description:
        'Search step-by-step guides for ClinicPlatform, browse Getting Started, Features & Usage and Billing & Payments, read the FAQs, or reach support by 24/7 live chat, phone or email.',
      path: '/support',
    },
    body: render(SupportPage, { articles: all }),
  };
}

/** /handbook, the user handbook. */
export function handbookPage(): GeneratedPage {
  return {
    meta: {
      title: 'User Handbook — Run Your Clinic on ClinicPlatform',
      description:
        'The complete ClinicPlatform handbook: account setup, client management, scheduling and reminders, GST billing, communication, analytics, security and advanced features.',
      path: '/handbook',
      schema: 'TechArticle',
      bodyClass: 'handbook-page',
    },
    body: render(HandbookPage, { sections: handbook }),
  };
}

/** Every generated page of the help centre. */
export function helpPages(): GeneratedPage[] {
  return [
    supportPage(),
    handbookPage(),
    ...articles.map((article) => articlePage(article)),
    ...HELP_CATEGORIES.map((category) => categoryPage(categorySlug(category))),
    categoryTemplatePage(),
    articleNotFoundPage(),
  ];
}
