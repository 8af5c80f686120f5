/**
 * The renderer: React, and how an element's code goes into its shadow root once the classic
 * script has decided it is needed (define.tsx). Every element's code imports it, so esbuild puts
 * it in the shared chunk with React. The element's stylesheets are adopted first, then its tree
 * hydrates the server's markup or replaces what the element showed meanwhile.
 */
import { useEffect, useMemo, useState, useSyncExternalStore, type ComponentType } from 'react';
import type { Root } from 'react-dom/client';
import { sheet } from '../styles/sheet.ts';
import type { AttributeSpecs } from '../script/element/attributes.ts';
import { attributeSpecs } from '../script/element/attributes.ts';
import type { ElementCode, ElementInstance, ElementProps, MountedCode } from '../script/element/define.tsx';
import { mountTree } from './renderer.tsx';
import { serverStyleText } from '../script/element/server-markup.ts';
import { elementStyles, WidgetTree, type ElementLanguage } from './tree.tsx';
import type { PageCore } from '../script/page-core.ts';
import type { ContentArea } from '../../i18n/types.ts';
import { onLanguageChange } from '../script/language-changes.ts';

/**
 * An element's code: its component, the stylesheets of its shadow root, and the renderer that
 * mounts them. Each element's code module makes its own with this, so it imports this module:
 * esbuild then puts React and the renderer in one shared chunk that every element's code loads.
 */
export function elementCode<A extends AttributeSpecs>(component: ComponentType<ElementProps<A>>, styles: () => Promise<{ default: string }[]>): ElementCode<A> {
  return { component, styles: () => styles().then((modules) => modules.map((module) => module.default)), mount: mountElement };
}

/**
 * The language `host` renders in: the one it speaks once that language's catalog is here. The
 * first render's catalog came with the element's code (define.tsx); a later `lang` change
 * fetches the new one and re-renders in place, keeping what the visitor typed.
 */
function useElementLanguage(host: HTMLElement, page: PageCore, content?: readonly ContentArea[]): ElementLanguage {
  const { languages } = page;
  const subscribe = useMemo(() => (listener: () => void) => onLanguageChange(page, listener), [page]);
  const wanted = useSyncExternalStore(
    subscribe,
    () => languages.of(host),
    () => languages.of(host),
  );
  const [shown, setShown] = useState<ElementLanguage>(() => ({ language: wanted, catalog: languages.loaded(wanted) ?? null }));
  useEffect(() => {
    if (wanted === shown.language) return;
    let current = true;
    languages.catalog(wanted, content).then(
      (catalog) => {
        if (current) setShown({ language: wanted, catalog });
      },
      // Its catalog did not arrive: the element stays in the language it shows.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, shown.language, languages, content]);
  return shown;
}

/**
 * Mounts `code` into the element; `takeOver` runs just before its tree goes in, and what it
 * returns once the tree works (handlers attached, early input handed over). The
 * server's stylesheet, when the shadow root has one, becomes the element's adopted sheet as it is
 * (its text is already on the page); otherwise the element's styles are fetched first and replace
 * whatever it showed meanwhile (a drawn shell's, a load failure's).
 */
export function mountElement(instance: ElementInstance, code: ElementCode<any>, takeOver: () => () => void): MountedCode {
  const { definition, host, container, props, serverMarkup, page } = instance;
  const specs = attributeSpecs(definition);
  // An attribute or property it does not take is looked for in a chunk of its own, only on an
  // element that has any (r2wc keeps its shadow root as `container`; frameworks' own keys are not props).
  if (host.attributes.length > 0 || Object.keys(host).some((key) => /^[a-z][A-Za-z0-9]*$/.test(key) && key !== 'container')) {
    import('./unknown-props.ts').then(
      (check) => check.reportUnknownProps(host, definition.tag, Object.keys(specs)),
      () => undefined,
    );
  }
  // The first render is the element as it connected (the server's markup matches it); what was set
  // while the code loaded (`chat.open = true`) then arrives as a change, with the events it causes.
  // biome-ignore lint/correctness/noComponentHookFactories: one root per element, closing over that element's props store.
  function Root() {
    const current = useSyncExternalStore(props.subscribe, props.get, props.get);
    const [caughtUp, setCaughtUp] = useState(() => props.get() === instance.connectedProps);
    useEffect(() => {
      if (!caughtUp) setCaughtUp(true);
    }, []);
    const language = useElementLanguage(host, page, definition.content);
    return (
      <WidgetTree
        tag={definition.tag}
        component={code.component}
        specs={specs}
        host={host}
        props={caughtUp ? current : instance.connectedProps}
        page={page}
        language={language}
      />
    );
  }
  let root: Root | null = null;
  let unmounted = false;
  const render = (texts: readonly string[]) => {
    if (unmounted) return;
    container.adoptedStyleSheets = texts.map(sheet);
    // Held actions are done once the early input has been handed over and rendered (mountTree):
    // a replayed submission then reads what the visitor typed, not the server's empty values.
    root = mountTree(container, <Root />, serverMarkup, takeOver());
  };
  const server = serverStyleText(container);
  const ready = server !== null ? Promise.resolve(render([server])) : elementStyles(code).then(render);
  return {
    ready,
    unmount: () => {
      unmounted = true;
      root?.unmount();
    },
  };
}
