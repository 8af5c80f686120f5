/**
 * Bundled for Node by scripts/server-render.ts: the element definitions with every part's
 * components registered (so deferred elements render their real markup), the shadow-root renderer
 * and the page objects the elements are rendered with.
 */
import '../widgets/parts/help.ts';
import '../widgets/parts/site.ts';

export { definitions } from '../widgets/elements.ts';
export { renderShadowRoot } from '../widgets/core/element/server.tsx';
export { createPageWidgets } from '../widgets/core/page.ts';
