import { expect, waitUntil } from '@open-wc/testing';

interface Declaration {
  name: string;
  superclass: { name: string; module?: string };
  tagName: string;
  summary: string;
  attributes: { name: string; description: string }[];
  events: { name: string; description: string; type: { text: string } }[];
  cssParts: { name: string; description: string }[];
  slots: { name: string; description: string }[];
  cssProperties: { name: string }[];
}

async function load(): Promise<Declaration[]> {
  await new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = '/dist/clinic-widgets.js';
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('run npm run build first'));
    document.head.append(script);
  });
  const manifest = await (await fetch('/dist/custom-elements.json')).json();
  const declarations: Declaration[] = manifest.modules.flatMap((module: { declarations: Declaration[] }) => module.declarations);
  // The script defines its elements once the page has painted (a second at most on a page that paints nothing).
  const tags = declarations.filter((d) => d.tagName).map((d) => d.tagName);
  await waitUntil(() => tags.some((tag) => customElements.get(tag)), 'the script defines its elements', { timeout: 5000 });
  return declarations;
}

/** The declarations of elements (the documented base class has no tag). */
const elements = (declarations: Declaration[]) => declarations.filter((d) => d.tagName);

describe('dist/custom-elements.json', () => {
  let declarations: Declaration[] = [];
  before(async () => {
    declarations = await load();
  });

  it('lists every element of the catalogue', () => {
    const tags = declarations.map((d) => d.tagName);
    for (const tag of ['clinic-sign-in', 'clinic-register', 'clinic-forgot-password', 'clinic-reset-password', 'clinic-session-status']) {
      expect(tags).to.include(tag);
    }
  });

  it('names the shipped module, and declares the design tokens once, on the base of every element', async () => {
    const manifest = await (await fetch('/dist/custom-elements.json')).json();
    expect(manifest.modules.map((module: { path: string }) => module.path)).to.deep.equal(['dist/clinic-widgets.mjs']);
    const base = declarations.find((d) => d.name === 'ClinicElement')!;
    expect(base.cssProperties.map((p) => p.name)).to.include.members(['--clinic-color-primary', '--clinic-font', '--clinic-radius']);
    expect(declarations.filter((d) => d.cssProperties?.length)).to.have.length(1);
    for (const declaration of elements(declarations))
      expect(declaration.superclass, declaration.tagName).to.deep.equal({ name: 'ClinicElement', module: 'dist/clinic-widgets.mjs' });
  });

  it('matches the elements the bundle defines, attribute for attribute', () => {
    for (const declaration of elements(declarations)) {
      const element = customElements.get(declaration.tagName) as (CustomElementConstructor & { observedAttributes?: string[] }) | undefined;
      expect(element, declaration.tagName).to.exist;
      // An element that observes no attributes may leave observedAttributes out. Each documented
      // attribute is observed in its server-rendered spelling too (`login-href` and `loginhref`).
      const documented = declaration.attributes.flatMap((a) => [a.name, a.name.replace(/-/g, '')]);
      expect([...(element!.observedAttributes ?? [])].sort(), declaration.tagName).to.deep.equal([...new Set(documented)].sort());
    }
  });

  it('documents the default slot of elements that show their own markup', () => {
    for (const tag of ['clinic-help-article', 'clinic-site-header', 'clinic-not-found']) {
      const declaration = declarations.find((d) => d.tagName === tag)!;
      expect(
        declaration.slots.map((slot) => slot.name),
        tag,
      ).to.deep.equal(['']);
    }
  });

  it('documents every element, attribute, event, part and slot', () => {
    for (const declaration of elements(declarations)) {
      expect(declaration.summary, declaration.tagName).to.not.be.empty;
      for (const item of [...declaration.attributes, ...declaration.events, ...declaration.cssParts, ...declaration.slots]) {
        expect(item.description, `${declaration.tagName} ${item.name}`).to.not.be.empty;
      }
      // The event's detail, which generators wrap in CustomEvent themselves.
      for (const event of declaration.events) expect(event.type.text).to.match(/^(?:\{ .+ \}|null)$/);
    }
  });
});
