/**
 * Component-test helpers for an element as the site's pages deliver it: its shadow root rendered
 * as the build renders it (a declarative `<template shadowrootmode>` with its styles), parsed by the
 * page's parser, then upgraded and hydrated by the element's own code.
 */
import { fixture } from '@open-wc/testing';
import { renderShadowRoot, shadowStyleText } from '../../widgets/runtime/react/server.tsx';
import type { WidgetDefinition } from '../../widgets/runtime/script/element/define.tsx';
import { createPageWidgets } from '../../widgets/runtime/script/page.ts';

/**
 * The element `<tag attributes>light</tag>` with its server-rendered shadow root, inside a wrapper
 * with `wrapperStyle` (to keep it out of view until a test wants its code loaded). `light` may
 * follow the template, as the server's own additions to the light DOM do.
 */
export async function serverRendered<T extends HTMLElement = HTMLElement>(
  definition: WidgetDefinition<any>,
  attributes = '',
  options: { light?: string; wrapperStyle?: string } = {},
): Promise<T> {
  const { code } = await definition.load();
  const css = await shadowStyleText(code);
  const scratch = document.createElement('div');
  scratch.innerHTML = `<${definition.tag} ${attributes}></${definition.tag}>`;
  const page = createPageWidgets({ storage: null, source: { url: null, defaultSite: '' } });
  const { template } = renderShadowRoot(definition, code, css, scratch.firstElementChild as HTMLElement, page);
  const wrapper = await fixture<HTMLDivElement>(`<div style="${options.wrapperStyle ?? ''}"></div>`);
  // As the page's parser reads it: declarative shadow roots included.
  wrapper.setHTMLUnsafe(`<${definition.tag} ${attributes}>${template}${options.light ?? ''}</${definition.tag}>`);
  return wrapper.firstElementChild as T;
}

/** Collects console.error calls (React's hydration warnings among them) until `restore`. */
export function watchConsoleErrors(): { errors: unknown[][]; restore(): void } {
  const errors: unknown[][] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => {
    errors.push(args);
    original.apply(console, args);
  };
  return { errors, restore: () => (console.error = original) };
}
