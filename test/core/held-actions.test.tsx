/**
 * What the visitor does to a server-rendered element before its code arrives: native controls stay
 * native, a submission shows its busy state at once and is sent once when the code takes over,
 * with what was typed meanwhile; a click on a button is done once; a code that cannot load leaves
 * the markup in place with a notice and Try Again.
 */
import { expect, fixture, waitUntil } from '@open-wc/testing';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { useHost } from '../../widgets/runtime/react/context.ts';
import {
  attributeSpecs,
  defineWidget,
  propsFromAttributes,
  widget,
  type ElementCode,
  type WidgetDefinition,
} from '../../widgets/runtime/script/element/define.tsx';
import { emit } from '../../widgets/runtime/script/element/emit.ts';
import { HELD_ACTIONS_GLOBAL, installHeldActions } from '../../widgets/runtime/script/element/held-actions.ts';
import { elementCode } from '../../widgets/runtime/react/mount.tsx';
import { SERVER_STYLE_ATTRIBUTE } from '../../widgets/runtime/react/renderer.tsx';
import { elementStyles, WidgetTree } from '../../widgets/runtime/react/tree.tsx';
import { SubmitButton } from '../../widgets/runtime/react/forms/fields.tsx';
import { createPageWidgets, usePageWidgets } from '../../widgets/runtime/script/page.ts';

const page = createPageWidgets({ storage: null });
usePageWidgets(page);
// As the host page's inline copy does, before any element is defined.
const queue = installHeldActions(window);

/** What the component was sent, submission by submission. */
const sent: { email: string; remember: boolean }[] = [];

function Form() {
  const { host } = useHost();
  const [email, setEmail] = useState('');
  const [remember, setRemember] = useState(false);
  return (
    <form
      method="post"
      action="/form-not-sent"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        sent.push({ email, remember });
      }}
    >
      <label>
        Email <input name="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      </label>
      <label>
        <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} /> Remember me
      </label>
      <button type="button" className="toggle" onClick={() => emit(host, 'clinic-chat-toggle', { open: true })}>
        Toggle
      </button>
      <SubmitButton busy={false} label="Sign In" busyLabel="Signing in..." />
    </form>
  );
}

const code: ElementCode<Record<string, never>> = elementCode(Form, async () => []);

let count = 0;
/** A fresh tag per test; `load` is the element's code fetch, held back until the test releases it. */
function definition(load: () => Promise<{ code: ElementCode<any> }>): WidgetDefinition<Record<string, never>> {
  count += 1;
  return widget({ tag: `clinic-test-held-${count}`, load, hydrate: 'load', attributes: {} });
}

async function serverRendered(made: WidgetDefinition<Record<string, never>>): Promise<HTMLElement> {
  const parsed = document.createElement('div');
  parsed.innerHTML = `<${made.tag}></${made.tag}>`;
  const host = parsed.firstElementChild as HTMLElement;
  const props = propsFromAttributes(made, (name) => host.getAttribute(name));
  const markup = renderToString(<WidgetTree tag={made.tag} component={Form} specs={attributeSpecs(made)} host={host} props={props} page={page} />);
  const css = (await elementStyles(code)).join('\n');
  const wrapper = (await fixture('<div></div>')) as HTMLDivElement;
  wrapper.setHTMLUnsafe(`<${made.tag}><template shadowrootmode="open"><style ${SERVER_STYLE_ATTRIBUTE}>${css}</style>${markup}</template></${made.tag}>`);
  return wrapper.firstElementChild as HTMLElement;
}

/** A code fetch the test settles by hand. */
function deferred() {
  let settle!: (ok: boolean) => void;
  const promise = new Promise<{ code: ElementCode<any> }>((resolve, reject) => {
    settle = (ok) => (ok ? resolve({ code }) : reject(new Error('offline')));
  });
  return { load: () => promise, settle };
}

const parts = (el: HTMLElement) => {
  const root = el.shadowRoot!;
  return {
    email: root.querySelector<HTMLInputElement>('input[name=email]')!,
    box: root.querySelector<HTMLInputElement>('input[type=checkbox]')!,
    submit: root.querySelector<HTMLButtonElement>('button[type=submit]')!,
    toggle: root.querySelector<HTMLButtonElement>('button.toggle')!,
  };
};

describe('held actions', () => {
  beforeEach(() => {
    sent.length = 0;
  });

  it('is one queue on the page, shared by every copy', () => {
    expect((window as unknown as Record<string, unknown>)[HELD_ACTIONS_GLOBAL]).to.equal(queue);
    expect(installHeldActions(window)).to.equal(queue);
  });

  it('keeps native controls native, shows a held submission busy at once and sends it once with what was typed', async () => {
    const fetch = deferred();
    const made = definition(fetch.load);
    const el = await serverRendered(made);
    const { email, box, submit } = parts(el);
    email.focus();
    email.value = 'early@clinic.example';
    box.click();
    expect(box.checked, 'a box ticks before the code arrives').to.equal(true);
    submit.click();
    // Busy at once, in the server's markup.
    expect(submit.textContent).to.equal('Signing in...');
    expect(submit.disabled).to.equal(true);
    expect(submit.getAttribute('aria-busy')).to.equal('true');
    // Enter in a field is the same submission, not a second one.
    email.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true, cancelable: true }));
    expect(queue.held.filter((action) => action.host === el)).to.have.length(1);

    defineWidget(made);
    fetch.settle(true);
    await waitUntil(() => sent.length > 0, 'the held submission is sent once the code has taken over');
    expect(sent).to.deep.equal([{ email: 'early@clinic.example', remember: true }]);
    expect(parts(el).submit).to.equal(submit, 'hydrated in place');
    expect(submit.textContent).to.equal('Sign In');
    expect(submit.disabled).to.equal(false);
    expect(submit.hasAttribute('aria-busy')).to.equal(false);
    expect(queue.awake.has(el)).to.equal(true);
    // Nothing more arrives later.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).to.have.length(1);
  });

  it('does a click on a button made before the code arrived once, when it has', async () => {
    const fetch = deferred();
    const made = definition(fetch.load);
    const el = await serverRendered(made);
    let heard = 0;
    el.addEventListener('clinic-chat-toggle', () => (heard += 1));
    parts(el).toggle.click();
    expect(heard).to.equal(0);
    defineWidget(made);
    fetch.settle(true);
    await waitUntil(() => heard > 0, 'the held click is done');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).to.equal(1);
  });

  it('leaves the markup in place when the code cannot load, with a notice and Try Again', async () => {
    let fails = true;
    const made = definition(async () => {
      if (fails) throw new Error('offline');
      return { code };
    });
    const el = await serverRendered(made);
    const { email, submit } = parts(el);
    email.value = 'kept@clinic.example';
    submit.click();
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      defineWidget(made);
      const notice = await waitUntil(() => el.shadowRoot!.querySelector('[role=alert]'), 'a notice says the code did not load');
      expect(el.shadowRoot!.querySelector('[role=alert]')!.textContent).to.contain('Network error. Please check your connection.');
      void notice;
    } finally {
      console.error = original;
    }
    expect(errors).to.have.length(1);
    // The form is still there, with what was typed, and its button usable again.
    expect(parts(el).email).to.equal(email);
    expect(email.value).to.equal('kept@clinic.example');
    expect(submit.disabled).to.equal(false);
    expect(submit.textContent).to.equal('Sign In');
    expect(sent).to.deep.equal([]);

    fails = false;
    el.shadowRoot!.querySelector<HTMLButtonElement>('[role=alert] button')!.click();
    await waitUntil(() => queue.awake.has(el) && !el.shadowRoot!.querySelector('[role=alert]'), 'Try Again loads the code and the notice goes');
    parts(el).submit.click();
    await waitUntil(() => sent.length === 1);
    expect(sent).to.deep.equal([{ email: 'kept@clinic.example', remember: false }]);
  });
});
