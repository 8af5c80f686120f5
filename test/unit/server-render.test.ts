/**
 * The build's server rendering of host pages (scripts/server-render.ts): each element's shadow root
 * goes in as its first child, rendered with the element's own attributes; the rest of the page
 * keeps its bytes; elements left to the client, and elements in comments, are not touched.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { prepareElements, renderPageElements, type Loaded } from '../../scripts/server-render.ts';
import type { ElementCode, WidgetDefinition } from '../../widgets/runtime/script/element/define.tsx';
import type { PageWidgets } from '../../widgets/runtime/script/page.ts';

const code: ElementCode<any> = {
  component: () => null,
  styles: async () => [],
  mount: () => {
    throw new Error('the build renders on the server; nothing mounts in Node');
  },
};
const definition = (tag: `clinic-${string}`, serverRender?: boolean) =>
  ({ tag, load: async () => ({ code }), hydrate: 'load', attributes: {}, ...(serverRender === undefined ? {} : { serverRender }) }) as WidgetDefinition<any>;

const loaded: Loaded = {
  definitions: [definition('clinic-form'), definition('clinic-nav', false)],
  renderShadowRoot: (made, _code, css, host) => ({
    template: `<template shadowrootmode="open">${made.tag} ${host.getAttribute('label')} ${host.children.length}${css}</template>`,
    css: '',
  }),
  shadowStyleText: async () => '',
  createPageWidgets: () => ({}) as PageWidgets,
  LANGUAGES: [],
};
const page = {} as PageWidgets;
const elements = await prepareElements(loaded);

describe('server rendering of a built page', () => {
  it('puts each element’s rendered shadow root first inside it, from its own attributes and light DOM, and changes nothing else', () => {
    const html =
      '<!doctype html>\n<body class=""><a href="/a?b=1&amp;c=2">A &amp; B</a>\n<clinic-form label="One"><p>static</p></clinic-form><clinic-form\n  label="Two"></clinic-form></body>';
    const out = renderPageElements(html, 'page.html', loaded, elements, page)!;
    assert.equal(
      out,
      '<!doctype html>\n<body class=""><a href="/a?b=1&amp;c=2">A &amp; B</a>\n<clinic-form label="One"><template shadowrootmode="open">clinic-form One 1</template><p>static</p></clinic-form><clinic-form\n  label="Two"><template shadowrootmode="open">clinic-form Two 0</template></clinic-form></body>',
    );
  });

  it('leaves elements whose definition opts out, and elements inside comments, as they are', () => {
    const html = '<body><!-- <clinic-form label="x"></clinic-form> --><clinic-nav><ul></ul></clinic-nav></body>';
    assert.equal(renderPageElements(html, 'page.html', loaded, elements, page), null);
  });

  it('fails the build for an element the bundle does not define', () => {
    assert.throws(
      () => renderPageElements('<clinic-typo></clinic-typo>', 'page.html', loaded, elements, page),
      /<clinic-typo> is not an element of the bundle/,
    );
  });
});
