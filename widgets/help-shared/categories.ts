/** Addresses of the help centre's pages, and the category slug rules (data-free, for the bundle). */
export { categorySlug, categoryTitleFromSlug } from '../content/help/categories.ts';
export { idFromPath } from './static-copy.ts';

/** The address of an article. */
export const articleHref = (id: string) => `/help/${encodeURIComponent(id)}`;

/** The address of a category's page. */
export const categoryHref = (slug: string) => `/help/category/${encodeURIComponent(slug)}`;
