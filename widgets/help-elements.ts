/**
 * The help centre's elements (issue 6): article, category, search, FAQ and handbook navigation.
 * widgets/elements.ts adds them to the bundle's list. The articles themselves are not in the
 * bundle: the elements fetch assets/help-articles.json (help-shared/content.tsx).
 */
import type { WidgetDefinition } from './core/element/define.tsx';
import { faq } from './faq/faq.element.ts';
import { handbookNav } from './handbook-nav/handbook-nav.element.ts';
import { helpArticle } from './help-article/help-article.element.ts';
import { helpCategory } from './help-category/help-category.element.ts';
import { helpSearch } from './help-search/help-search.element.ts';

export const helpDefinitions: WidgetDefinition<any>[] = [helpArticle, helpCategory, helpSearch, faq, handbookNav];
