/** Addresses of the help centre's pages, and the category slug rules (data-free, for the bundle). */
export { articleHref, categorySlug, categoryTitle, categoryTitleFromSlug } from '../content/help/categories.ts';
export { idFromPath } from './static-copy.ts';

/** The address of a category's page. */
export const categoryHref = (slug: string) => `/help/category/${encodeURIComponent(slug)}`;
