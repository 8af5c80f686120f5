/**
 * The help part: the help centre's components, loaded on demand by their elements (the elements
 * themselves, with their attributes and styles, are defined by the main bundle).
 */
import { registerComponents } from '../core/element/parts.ts';
import faqCss from '../faq/faq.styles.css';
import handbookCss from '../handbook-nav/handbook-nav.styles.css';
import articleCss from '../help-article/help-article.styles.css';
import categoryCss from '../help-category/help-category.styles.css';
import searchCss from '../help-search/help-search.styles.css';
import helpCss from '../help-shared/help.css';
import { Faq } from '../faq/faq.component.tsx';
import { HandbookNav } from '../handbook-nav/handbook-nav.component.tsx';
import { HelpArticle } from '../help-article/help-article.component.tsx';
import { HelpCategory } from '../help-category/help-category.component.tsx';
import { HelpSearch } from '../help-search/help-search.component.tsx';
import { offerArticleFinder } from '../help-search/suggest.ts';

// The chat assistant's fallback offers help articles found with the Help Center's search.
offerArticleFinder();

registerComponents({
  'clinic-help-article': { component: HelpArticle, styles: [helpCss, articleCss] },
  'clinic-help-category': { component: HelpCategory, styles: [helpCss, categoryCss] },
  'clinic-help-search': { component: HelpSearch, styles: [helpCss, searchCss] },
  'clinic-faq': { component: Faq, styles: [faqCss] },
  'clinic-handbook-nav': { component: HandbookNav, styles: [handbookCss] },
});
