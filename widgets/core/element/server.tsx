/**
 * Renders an element's shadow root to markup, for the build: the same tree the element renders
 * in the browser, with the attributes the element has on its page, inside a declarative
 * `<template shadowrootmode="open">` with the element's styles. The browser paints it with the
 * page's first frame, before any script, and the bundle hydrates it in place.
 */
import { renderToString } from 'react-dom/server';
import type { PageWidgets } from '../page.ts';
import { elementStyles, propsFromAttributes, WidgetTree, type WidgetDefinition } from './define.tsx';
import { registeredComponent } from './parts.ts';
import { SERVER_STYLE_ATTRIBUTE } from './renderer.tsx';

/** An element's server-rendered shadow root. */
export interface RenderedShadowRoot {
  /** `<template shadowrootmode="open">…</template>`, to insert as the element's first child. */
  template: string;
  /** The text of its inline `<style>` (the server allows it by its hash). */
  css: string;
}

/** The stylesheet text of an element's shadow root, including the sheets of a part it loads. */
export function shadowStyleText(definition: WidgetDefinition<any>): string {
  const part = registeredComponent(definition.tag);
  return [...elementStyles(definition), ...(part?.styles ?? [])].join('\n');
}

/**
 * Renders `definition` for `host` (an element of the page being built: its attributes and light
 * DOM are read as the browser's element would read them).
 */
export function renderShadowRoot(definition: WidgetDefinition<any>, host: HTMLElement, page: PageWidgets): RenderedShadowRoot {
  const props = propsFromAttributes(definition, (name) => host.getAttribute(name));
  const markup = renderToString(<WidgetTree definition={definition} host={host} props={props} page={page} />);
  const css = shadowStyleText(definition);
  if (/<\/style/i.test(css)) throw new Error(`<${definition.tag}>: its styles cannot be inlined (they contain </style)`);
  return {
    template: `<template shadowrootmode="open"><style ${SERVER_STYLE_ATTRIBUTE}>${css}</style>${markup}</template>`,
    css,
  };
}
