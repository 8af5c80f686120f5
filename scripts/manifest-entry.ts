/** Bundled for Node by scripts/manifest.ts: hands over the element definitions and token list. */
export { definitions } from '../widgets/registry.ts';
export { cssProperties } from '../widgets/runtime/styles/tokens.ts';
export { EVENT_DETAIL_TYPES } from '../protocol/index.ts';
export { COMMON_ATTRIBUTES, attributeName } from '../widgets/runtime/script/element/attributes.ts';
