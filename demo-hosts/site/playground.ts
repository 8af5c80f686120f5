/**
 * The playground: lists every element of dist/custom-elements.json; the chosen one is shown on its
 * own with a control per attribute (checkbox for booleans, a choice for fixed values, text
 * otherwise) that sets or removes the attribute live, a theme preset and a control per design token,
 * and "Copy embed code": the script tag and the element as set here, with every link an absolute
 * address on this site, ready to paste into another site; and "Check a partner site", which says
 * whether the API lets that site's origin call it and what to set when it does not. Built with DOM APIs only: the page runs
 * under the strict CSP (tokens are set through the CSSOM), and no text from the manifest is parsed
 * as HTML.
 */

import { embedCode, pinnedRelease, type ManifestAttribute } from './embed-code.ts';
import { checkPartnerOrigin } from './origin-check.ts';

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

interface Token {
  name: string;
  default?: string;
}

async function loadManifest(): Promise<{ elements: ManifestElement[]; tokens: Token[] }> {
  const manifest = (await (await fetch('/custom-elements.json')).json()) as {
    modules: { declarations?: (ManifestElement & { customElement?: boolean; cssProperties?: Token[] })[] }[];
  };
  const declarations = manifest.modules.flatMap((module) => module.declarations ?? []);
  return {
    elements: declarations.filter((declaration) => declaration.customElement && declaration.tagName),
    // The design tokens are declared once, on the elements' documented base.
    tokens: declarations
      .flatMap((declaration) => declaration.cssProperties ?? [])
      .filter((token, index, all) => all.findIndex((t) => t.name === token.name) === index),
  };
}

/** A control per design token (a colour picker for colours), and the theme preset. */
function themeControls(element: HTMLElement, tokens: Token[]): HTMLElement[] {
  const preset = make(
    'select',
    { id: 'theme-preset' },
    ...['', 'light', 'dark', 'auto'].map((value) => make('option', { value, textContent: value || '(not set: light)' })),
  );
  preset.addEventListener('change', () => {
    if (preset.value) element.dataset.theme = preset.value;
    else delete element.dataset.theme;
  });
  const fields = [make('div', { className: 'field' }, make('label', { htmlFor: 'theme-preset', textContent: 'data-theme' }), preset)];
  tokens.forEach((token, index) => {
    const id = `token-${index}`;
    const colour = /^#[0-9a-f]{6}$/i.test(token.default ?? '');
    const input = make('input', { id, type: colour ? 'color' : 'text', autocomplete: 'off', spellcheck: false });
    if (colour) input.value = token.default!;
    else input.placeholder = token.default ?? '';
    input.addEventListener('input', () =>
      input.value && input.value !== token.default ? element.style.setProperty(token.name, input.value) : element.style.removeProperty(token.name),
    );
    fields.push(make('div', { className: 'field' }, make('label', { htmlFor: id, textContent: token.name }), input));
  });
  return fields;
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

function show(elements: ManifestElement[], tokens: Token[], tag: string) {
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
  byId('theme').replaceChildren(...themeControls(element, tokens));
  byId('embed-code').textContent = '';
  byId('copy-embed').onclick = async () => {
    let release: Awaited<ReturnType<typeof pinnedRelease>>;
    try {
      release = await pinnedRelease(location.origin);
    } catch (error) {
      byId('embed-status').textContent = `Could not read this release's integrity: ${String(error)}`;
      return;
    }
    const code = embedCode(element, chosen.attributes ?? [], location.origin, release);
    byId('embed-code').textContent = code;
    navigator.clipboard?.writeText(code).then(
      () => (byId('embed-status').textContent = 'Copied to the clipboard.'),
      () => (byId('embed-status').textContent = 'Select the code below and copy it.'),
    );
  };
  byId('parts').replaceChildren(
    ...(chosen.cssParts ?? []).map((part) => make('li', {}, make('code', { textContent: part.name }), ` ${part.description ?? ''}`)),
  );
}

async function main() {
  const { elements, tokens } = await loadManifest();
  byId('element-list').replaceChildren(...elements.map((element) => make('li', {}, make('a', { href: `#${element.tagName}`, textContent: element.tagName }))));
  byId('attributes').addEventListener('submit', (event) => event.preventDefault());
  const current = () => decodeURIComponent(location.hash.slice(1));
  byId('theme').addEventListener('submit', (event) => event.preventDefault());
  window.addEventListener('hashchange', () => show(elements, tokens, current()));
  byId('partner-check').addEventListener('submit', async (event) => {
    event.preventDefault();
    const report = await checkPartnerOrigin(location.origin, byId<HTMLInputElement>('partner-site').value);
    const result = byId('partner-result');
    result.textContent = report.text;
    result.dataset.ok = String(report.ok);
  });
  show(elements, tokens, current());
}

main().catch((error: unknown) => {
  byId('element-summary').textContent = `Could not load the element manifest: ${String(error)}`;
});
