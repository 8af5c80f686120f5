import { expect, fixture, oneEvent, waitUntil } from '@open-wc/testing';
import { useId, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { useHost } from '../../widgets/runtime/react/context.ts';
import {
  attributeSpecs,
  defineWidget,
  propsFromAttributes,
  widget,
  type ElementCode,
  type ElementProps,
  type WidgetDefinition,
} from '../../widgets/runtime/script/element/define.tsx';
import { elementStyles, WidgetTree } from '../../widgets/runtime/react/tree.tsx';
import { emit } from '../../widgets/runtime/script/element/emit.ts';
import { elementCode } from '../../widgets/runtime/react/mount.tsx';
import { SERVER_STYLE_ATTRIBUTE } from '../../widgets/runtime/react/renderer.tsx';
import { createPageWidgets, usePageWidgets } from '../../widgets/runtime/script/page.ts';
import { watchConsoleErrors } from '../support/server-rendered.ts';

const page = createPageWidgets({ storage: null });
usePageWidgets(page);

const attributes = {
  label: { type: 'string', description: 'A string made for the test.' },
  href: { type: 'string', description: 'A link with a default.', default: '/fallback' },
} as const;

let renders = 0;

function Form(props: ElementProps<typeof attributes>) {
  const { host } = useHost();
  const [email, setEmail] = useState('');
  const [remember, setRemember] = useState(false);
  const id = useId();
  renders += 1;
  return (
    <form method="post" action="/form-not-sent" onSubmit={(event) => event.preventDefault()}>
      <label>
        Email <input name="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      </label>
      <label htmlFor={id}>Remember me</label>
      <input id={id} type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
      <output>{email}</output>
      <output className="remember">{String(remember)}</output>
      <a href={props.href}>{props.label}</a>
      <button type="button" onClick={() => emit(host, 'clinic-chat-toggle', { open: true })}>
        Toggle
      </button>
    </form>
  );
}

const code: ElementCode<typeof attributes> = elementCode(Form, async () => []);

let count = 0;
/** A fresh tag per test: a defined tag upgrades at once, and the test needs the page parsed first. */
function definition(): WidgetDefinition<typeof attributes> {
  count += 1;
  return widget({ tag: `clinic-test-hydrate-${count}`, load: async () => ({ code }), hydrate: 'load', attributes });
}

/** What the build writes: the element with its shadow root rendered into a declarative template. */
async function serverRendered(made: WidgetDefinition<typeof attributes>, attributesText: string): Promise<string> {
  const parsed = document.createElement('div');
  parsed.innerHTML = `<${made.tag} ${attributesText}></${made.tag}>`;
  const host = parsed.firstElementChild as HTMLElement;
  const props = propsFromAttributes(made, (name) => host.getAttribute(name));
  const markup = renderToString(<WidgetTree tag={made.tag} component={Form} specs={attributeSpecs(made)} host={host} props={props} page={page} />);
  const css = (await elementStyles(code)).join('\n');
  return `<${made.tag} ${attributesText}><template shadowrootmode="open"><style ${SERVER_STYLE_ATTRIBUTE}>${css}</style>${markup}</template></${made.tag}>`;
}

/** Parses HTML as the page's parser does, declarative shadow roots included. */
async function parse(html: string): Promise<HTMLElement> {
  const wrapper = (await fixture('<div></div>')) as HTMLDivElement;
  wrapper.setHTMLUnsafe(html);
  return wrapper.firstElementChild as HTMLElement;
}

describe('the hydrating renderer', () => {
  it('keeps the server-rendered nodes and hydrates them in place, without a console error', async () => {
    const made = definition();
    const el = await parse(await serverRendered(made, 'label="Docs"'));
    const root = el.shadowRoot!;
    const form = root.querySelector('form')!;
    const link = root.querySelector('a')!;
    expect(link.textContent).to.equal('Docs');
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(root, { childList: true, subtree: true, characterData: true, attributes: true, attributeOldValue: true });
    const watch = watchConsoleErrors();
    try {
      defineWidget(made);
      expect(el.shadowRoot).to.equal(root);
      // Hydrated: the button's handler works, on the very nodes the server wrote.
      await waitUntil(() => {
        const heard = { value: false };
        document.addEventListener('clinic-chat-toggle', () => (heard.value = true), { once: true });
        root.querySelector('button')!.click();
        return heard.value;
      }, 'the server-rendered button should get its handler');
      expect(root.querySelector('form')).to.equal(form);
      expect(root.querySelector('a')).to.equal(link);
      // Nothing was re-rendered: the only change is the server's <style> leaving for the adopted sheets.
      const removed = changes.flatMap((record) => [...record.removedNodes]);
      expect(removed.every((node) => node instanceof HTMLStyleElement)).to.equal(true, 'only the server style is removed');
      // (React sets some attributes of form fields again, to the values they already have.)
      const moved = changes.filter((record) => record.addedNodes.length > 0 || record.type === 'characterData');
      const restyled = changes.filter(
        (record) => record.type === 'attributes' && record.oldValue !== (record.target as Element).getAttribute(record.attributeName!),
      );
      expect([...moved, ...restyled]).to.have.length(0);
      expect(root.querySelector('style')).to.equal(null, 'the server style gives way to the adopted sheets');
      // Its text becomes the adopted sheet as it is: no stylesheet is fetched for a server-rendered element.
      expect(root.adoptedStyleSheets.length).to.equal(1);
      expect([...root.adoptedStyleSheets[0]!.cssRules].map((rule) => rule.cssText).join('\n')).to.contain('--clinic-color-primary');
      expect(watch.errors).to.deep.equal([]);
    } finally {
      observer.disconnect();
      watch.restore();
    }
  });

  it('keeps text typed before the script ran, and the component sees it', async () => {
    const made = definition();
    const el = await parse(await serverRendered(made, 'label="Docs"'));
    const input = el.shadowRoot!.querySelector('input')!;
    input.focus();
    input.value = 'typed@early.example';
    // The caret and selection the visitor left: "early" selected.
    input.setSelectionRange(6, 11);
    el.shadowRoot!.querySelector<HTMLInputElement>('input[type=checkbox]')!.checked = true;
    const watch = watchConsoleErrors();
    try {
      defineWidget(made);
      await waitUntil(() => el.shadowRoot!.querySelector('output')?.textContent === 'typed@early.example', 'the typed text should reach the component');
      await waitUntil(() => el.shadowRoot!.querySelector('.remember')?.textContent === 'true', 'the ticked box should reach the component');
      expect(el.shadowRoot!.querySelector('input')).to.equal(input);
      expect(input.value).to.equal('typed@early.example');
      expect(el.shadowRoot!.activeElement).to.equal(input);
      expect([input.selectionStart, input.selectionEnd]).to.deep.equal([6, 11]);
      expect(watch.errors).to.deep.equal([]);
    } finally {
      watch.restore();
    }
  });

  it('renders on the client when the page holds no server markup (a partner page)', async () => {
    const made = definition();
    defineWidget(made);
    const el = await fixture(`<${made.tag} label="Partner"></${made.tag}>`);
    await waitUntil(() => el.shadowRoot?.querySelector('a')?.textContent === 'Partner');
    expect(el.shadowRoot!.querySelector(`[${SERVER_STYLE_ATTRIBUTE}]`)).to.equal(null);
  });

  it('renders once when hydrating, then follows attribute changes', async () => {
    const made = definition();
    const el = await parse(await serverRendered(made, 'label="Before"'));
    renders = 0;
    defineWidget(made);
    await waitUntil(() => renders > 0);
    const heard = oneEvent(document, 'clinic-chat-toggle');
    el.shadowRoot!.querySelector('button')!.click();
    await heard;
    expect(renders).to.equal(1);
    el.setAttribute('label', 'After');
    await waitUntil(() => el.shadowRoot!.querySelector('a')?.textContent === 'After');
  });

  it('applies an attribute default once, for an absent or blank attribute', async () => {
    const made = definition();
    defineWidget(made);
    const el = (await fixture(`<${made.tag} href=" "></${made.tag}>`)) as HTMLElement & { href: string };
    await waitUntil(() => el.shadowRoot?.querySelector('a'));
    expect(el.shadowRoot!.querySelector('a')!.getAttribute('href')).to.equal('/fallback');
    expect(el.href).to.equal('/fallback');
    el.setAttribute('href', '/given');
    await waitUntil(() => el.shadowRoot!.querySelector('a')!.getAttribute('href') === '/given');
    el.removeAttribute('href');
    await waitUntil(() => el.shadowRoot!.querySelector('a')!.getAttribute('href') === '/fallback');
  });
});
