/**
 * The playground: lists every element of dist/custom-elements.json; the chosen one is shown on its
 * own with a control per attribute (checkbox for booleans, a choice for fixed values, text
 * otherwise) that sets or removes the attribute live. Built with DOM APIs only: the page runs
 * under the strict CSP, and no text from the manifest is parsed as HTML.
 */

interface ManifestAttribute {
  name: string;
  type?: { text: string };
  description?: string;
  default?: string;
}

interface ManifestElement {
  tagName: string;
  summary?: string;
  attributes?: ManifestAttribute[];
  events?: { name: string; description?: string }[];
  cssParts?: { name: string; description?: string }[];
}

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

function make<K extends keyof HTMLElementTagNameMap>(tag: K, props: Record<string, unknown> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const element: HTMLElementTagNameMap[K] = Object.assign(document.createElement(tag), props);
  element.append(...children);
  return element;
}

async function loadElements(): Promise<ManifestElement[]> {
  const manifest = (await (await fetch('/custom-elements.json')).json()) as { modules: { declarations?: (ManifestElement & { customElement?: boolean })[] }[] };
  return manifest.modules.flatMap((module) => module.declarations ?? []).filter((declaration) => declaration.customElement && declaration.tagName);
}

/** The fixed values of a type such as `'monthly' | 'annually'`, or null. */
function valuesOf(type: string | undefined): string[] | null {
  const values = [...(type ?? '').matchAll(/'([^']*)'/g)].map((match) => match[1]!);
  return values.length > 0 ? values : null;
}

function control(element: HTMLElement, attribute: ManifestAttribute, index: number): HTMLElement {
  const id = `attribute-${index}`;
  const hintId = `${id}-hint`;
  const hint = make('p', { id: hintId, className: 'hint', textContent: attribute.description ?? '' });
  const label = make('label', { htmlFor: id, textContent: attribute.name });
  const type = attribute.type?.text;
  if (type === 'boolean') {
    const box = make('input', { id, type: 'checkbox', checked: element.hasAttribute(attribute.name) });
    box.setAttribute('aria-describedby', hintId);
    box.addEventListener('change', () => element.toggleAttribute(attribute.name, box.checked));
    return make('div', { className: 'field check' }, box, label, hint);
  }
  const values = valuesOf(type);
  if (values) {
    const select = make('select', { id }, make('option', { value: '', textContent: attribute.default ? `(not set: ${attribute.default})` : '(not set)' }));
    for (const value of values) select.append(make('option', { value, textContent: value }));
    select.setAttribute('aria-describedby', hintId);
    select.addEventListener('change', () => (select.value ? element.setAttribute(attribute.name, select.value) : element.removeAttribute(attribute.name)));
    return make('div', { className: 'field' }, label, select, hint);
  }
  const input = make('input', { id, type: 'text', placeholder: attribute.default ?? '', autocomplete: 'off', spellcheck: false });
  input.setAttribute('aria-describedby', hintId);
  input.addEventListener('input', () => (input.value ? element.setAttribute(attribute.name, input.value) : element.removeAttribute(attribute.name)));
  return make('div', { className: 'field' }, label, input, hint);
}

function show(elements: ManifestElement[], tag: string) {
  const chosen = elements.find((element) => element.tagName === tag) ?? elements[0];
  if (!chosen) return;
  for (const link of byId('element-list').querySelectorAll('a')) {
    if (link.hash === `#${chosen.tagName}`) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
  byId('element-title').textContent = `<${chosen.tagName}>`;
  byId('element-summary').textContent = chosen.summary ?? '';
  document.title = `<${chosen.tagName}> · Playground`;

  // A fresh instance each time, alone on the stage.
  const element = document.createElement(chosen.tagName);
  byId('stage').replaceChildren(element);
  byId('event-log').replaceChildren();
  byId('attributes').replaceChildren(...(chosen.attributes ?? []).map((attribute, index) => control(element, attribute, index)));
  byId('parts').replaceChildren(
    ...(chosen.cssParts ?? []).map((part) => make('li', {}, make('code', { textContent: part.name }), ` ${part.description ?? ''}`)),
  );
}

async function main() {
  const elements = await loadElements();
  byId('element-list').replaceChildren(
    ...elements.map((element) => make('li', {}, make('a', { href: `#${element.tagName}`, textContent: element.tagName }))),
  );
  byId('attributes').addEventListener('submit', (event) => event.preventDefault());
  const current = () => decodeURIComponent(location.hash.slice(1));
  window.addEventListener('hashchange', () => show(elements, current()));
  show(elements, current());
}

main().catch((error: unknown) => {
  byId('element-summary').textContent = `Could not load the element manifest: ${String(error)}`;
});
