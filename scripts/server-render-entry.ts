/**
 * Bundled for Node by scripts/server-render.ts: the element definitions (whose code it loads),
 * the shadow-root renderer and the page objects the elements are rendered with.
 */
export { definitions } from '../widgets/registry.ts';
export { renderShadowRoot, shadowStyleText } from '../widgets/runtime/react/server.tsx';
export { createPageWidgets } from '../widgets/runtime/script/page.ts';
export { LANGUAGES } from '../protocol/languages.ts';
