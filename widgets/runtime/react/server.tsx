/**
 * Renders an element's shadow root to markup, for the build: the same tree the element renders
 * in the browser, with the attributes the element has on its page, inside a declarative
 * `<template shadowrootmode="open">` with the element's styles. The browser paints it with the
 * page's first frame, before any script, and the element's code hydrates it in place.
 */
import { renderToString } from 'react-dom/server';
import type { PageWidgets } from '../script/page.ts';
import { attributeSpecs, propsFromAttributes } from '../script/element/attributes.ts';
import type { ElementCode, WidgetDefinition } from '../script/element/define.tsx';
import { NOTE_SLOT_ATTRIBUTE, SERVER_STYLE_ATTRIBUTE } from '../script/element/server-markup.ts';
import { elementStyles, WidgetTree } from './tree.tsx';

/** With scripting off, a view that waits for the element's code (marked aria-busy) gives way to the page's note. */
const NOSCRIPT_CSS = '@media (scripting: none) { [aria-busy="true"] { display: none !important; } }';

/** An element's server-rendered shadow root. */
export interface RenderedShadowRoot {
  /** `<template shadowrootmode="open">…</template>`, to insert as the element's first child. */
  template: string;
  /** The text of its inline `<style>` (the server allows it by its hash). */
  css: string;
}

/** The stylesheet text of an element's shadow root. */
export async function shadowStyleText(code: ElementCode<any>): Promise<string> {
  return (await elementStyles(code)).join('\n');
}

/**
 * Renders `definition` with its loaded `code` and stylesheet text (`shadowStyleText`) for `host`
 * (an element of the page being built: its attributes and light DOM are read as the browser's
 * element would read them).
 */
export function renderShadowRoot(
  definition: WidgetDefinition<any>,
  code: ElementCode<any>,
  css: string,
  host: HTMLElement,
  page: PageWidgets,
): RenderedShadowRoot {
  const props = propsFromAttributes(definition, (name) => host.getAttribute(name));
  // The build fetched every catalog before rendering (server-render.ts), so each is here.
  const language = page.languages.of(host);
  const catalog = page.languages.loaded(language);
  if (catalog === undefined) throw new Error(`<${definition.tag}>: the ${language} catalog was not loaded before rendering`);
  const markup = renderToString(
    <WidgetTree
      tag={definition.tag}
      component={code.component}
      specs={attributeSpecs(definition)}
      host={host}
      props={props}
      page={page}
      language={{ language, catalog }}
    />,
  );
  if (/<\/style/i.test(css)) throw new Error(`<${definition.tag}>: its styles cannot be inlined (they contain </style)`);
  // A `<noscript>` note in the element's light DOM ("Signing in needs JavaScript…") shows above the
  // server's markup through a slot until the element's code takes over (which removes the slot);
  // with scripting off, a view that waits for script (aria-busy, a spinner) is hidden: it never ends.
  const note = [...host.children].some((child) => child.localName === 'noscript');
  const text = note ? `${css}\n${NOSCRIPT_CSS}` : css;
  return {
    template: `<template shadowrootmode="open"><style ${SERVER_STYLE_ATTRIBUTE}>${text}</style>${note ? `<slot ${NOTE_SLOT_ATTRIBUTE}></slot>` : ''}${markup}</template>`,
    css: text,
  };
}
