/**
 * The renderer chunk: React, and how an element's code goes into its shadow root once the
 * classic script has decided it is needed (define.tsx). The element's stylesheets are adopted
 * first, then its tree hydrates the server's markup or replaces what the element showed meanwhile.
 */
import { useSyncExternalStore } from 'react';
import { withClient } from '../page-client.ts';
import { sheet } from '../styles/sheet.ts';
import { attributeSpecs, type ElementCode, type ElementInstance, type MountedCode } from './define.tsx';
import { mountTree } from './renderer.tsx';
import { elementStyles, WidgetTree } from './tree.tsx';

/** Mounts `code` into the element; `committed` runs once its markup works (handlers attached). */
export function mountElement(instance: ElementInstance, code: ElementCode<any>, committed: () => void): MountedCode {
  const { definition, host, container, props, serverMarkup } = instance;
  const page = withClient(instance.page);
  const specs = attributeSpecs(definition);
  const own = elementStyles(code).map(sheet);
  container.adoptedStyleSheets = [...own, ...container.adoptedStyleSheets.filter((made) => !own.includes(made))];
  function Root() {
    const values = useSyncExternalStore(props.subscribe, props.get, props.get);
    return <WidgetTree tag={definition.tag} component={code.component} specs={specs} host={host} props={values} page={page} />;
  }
  const root = mountTree(container, <Root />, serverMarkup, committed);
  return { unmount: () => root.unmount() };
}
