/**
 * A page's shared objects as element code and tests use them: the classic script's configuration
 * and session (page-core.ts) with the API client (page-client.ts).
 */
import { createPageCore, type PageOptions } from './page-core.ts';
import { withClient, type PageWidgets } from './page-client.ts';

export { usePageWidgets, type PageOptions } from './page-core.ts';
export type { PageWidgets } from './page-client.ts';

/** Creates a page's shared objects, client included (tests; the classic script makes the client lazily). */
export function createPageWidgets(options: PageOptions = {}): PageWidgets {
  return withClient(createPageCore(options));
}
