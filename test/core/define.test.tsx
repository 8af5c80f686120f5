import { expect, fixture, oneEvent, waitUntil } from '@open-wc/testing';
import { useHost } from '../../widgets/runtime/react/context.ts';
import { defineWidget, widget, type ElementProps } from '../../widgets/runtime/script/element/define.tsx';
import { emit } from '../../widgets/runtime/script/element/emit.ts';
import { resetWarnings } from '../../widgets/runtime/script/diagnostics/warn.ts';
import { elementCode } from '../../widgets/runtime/react/mount.tsx';
import { createPageWidgets, usePageWidgets } from '../../widgets/runtime/script/page.ts';

usePageWidgets(createPageWidgets({ storage: null }));

const attributes = {
  open: { type: 'boolean', description: 'A boolean made for the test.' },
  label: { type: 'string', description: 'A string made for the test.' },
  count: { type: 'number', description: 'A number made for the test.' },
  longLabel: { type: 'string', description: 'A string of two words made for the test.' },
} as const;

function Probe(props: ElementProps<typeof attributes>) {
  const { host } = useHost();
  return (
    <div>
      <output data-open={String(props.open)} data-label={String(props.label)} data-count={String(props.count)} data-long-label={String(props.longLabel)} />
      <button type="button" onClick={() => emit(host, 'clinic-chat-toggle', { open: !props.open })}>
        Toggle
      </button>
    </div>
  );
}

const probe = widget({
  tag: 'clinic-test-probe',
  load: async () => ({ code: elementCode(Probe, async () => []) }),
  hydrate: 'load',
  attributes,
});
defineWidget(probe);

const output = (el: Element) => el.shadowRoot?.querySelector('output') ?? null;
const seen = async (el: Element, name: string, value: string) => {
  await waitUntil(() => output(el)?.getAttribute(`data-${name}`) === value, `${name} should become ${value}`);
};

describe('defineWidget', () => {
  it('renders into an open shadow root with the adopted stylesheets', async () => {
    const el = await fixture('<clinic-test-probe></clinic-test-probe>');
    expect(el.shadowRoot).to.exist;
    await waitUntil(() => output(el));
    expect(el.shadowRoot!.adoptedStyleSheets.length).to.be.greaterThan(2);
    const text = [...el.shadowRoot!.adoptedStyleSheets].flatMap((s) => [...s.cssRules].map((r) => r.cssText)).join('\n');
    expect(text).to.contain('--clinic-color-primary');
  });

  it('treats a present boolean attribute as true whatever its text, and a removed one as false', async () => {
    const el = await fixture('<clinic-test-probe open></clinic-test-probe>');
    await seen(el, 'open', 'true');
    el.removeAttribute('open');
    await seen(el, 'open', 'false');
    el.setAttribute('open', 'false');
    await seen(el, 'open', 'true');
    el.setAttribute('open', '');
    await seen(el, 'open', 'true');
  });

  it('gives an absent boolean attribute as false', async () => {
    const el = await fixture('<clinic-test-probe></clinic-test-probe>');
    await seen(el, 'open', 'false');
  });

  it('passes emptied and removed string attributes on to the component', async () => {
    const el = await fixture('<clinic-test-probe label="hello" count="3"></clinic-test-probe>');
    await seen(el, 'label', 'hello');
    await seen(el, 'count', '3');
    el.setAttribute('label', '');
    await seen(el, 'label', '');
    el.removeAttribute('label');
    await seen(el, 'label', 'undefined');
    el.setAttribute('count', '');
    await seen(el, 'count', 'undefined');
  });

  it('reflects a boolean property to its attribute and renders string properties', async () => {
    const el = (await fixture('<clinic-test-probe></clinic-test-probe>')) as HTMLElement & { open: boolean; label?: string };
    el.open = true;
    expect(el.hasAttribute('open')).to.equal(true);
    await seen(el, 'open', 'true');
    el.label = 'set as a property';
    await seen(el, 'label', 'set as a property');
  });

  it('keeps properties set before the element was defined', async () => {
    const late = widget({ ...probe, tag: 'clinic-test-late' });
    const el = document.createElement('clinic-test-late') as HTMLElement & { label?: string; open?: boolean };
    el.label = 'early';
    el.open = true;
    document.body.append(el);
    defineWidget(late);
    await seen(el, 'label', 'early');
    await seen(el, 'open', 'true');
    el.remove();
  });

  it("starts a definition's early request as the element connects, before its code has come", async () => {
    const started: string[] = [];
    let loads = 0;
    defineWidget(
      widget({
        tag: 'clinic-test-early',
        // The code never arrives: what the element asks for must not wait for it.
        load: () => {
          loads += 1;
          return new Promise<never>(() => {});
        },
        hydrate: 'load',
        attributes,
        early: (host) => started.push(host.getAttribute('label') ?? ''),
      }),
    );
    await fixture('<clinic-test-early label="first"></clinic-test-early>');
    expect(started).to.deep.equal(['first']);
    await waitUntil(() => loads === 1, 'the code is fetched once the page has painted');
  });

  it('leaves an already defined tag alone', () => {
    const first = customElements.get('clinic-test-probe');
    const again = defineWidget(widget({ ...probe, hydrate: 'interaction' }));
    expect(again).to.equal(first);
  });

  it('fires events that bubble and cross the shadow boundary to the document', async () => {
    const el = await fixture('<clinic-test-probe></clinic-test-probe>');
    await waitUntil(() => el.shadowRoot?.querySelector('button'));
    const heard = oneEvent(document, 'clinic-chat-toggle');
    el.shadowRoot!.querySelector('button')!.click();
    const event = (await heard) as CustomEvent;
    expect(event.bubbles).to.equal(true);
    expect(event.composed).to.equal(true);
    expect(event.detail).to.deep.equal({ open: true });
    expect(event.target).to.equal(el);
  });

  it('renders the same under hostile page CSS', async () => {
    const el = await fixture('<div><clinic-test-probe label="x"></clinic-test-probe></div>');
    const host = el.querySelector('clinic-test-probe')!;
    await waitUntil(() => host.shadowRoot?.querySelector('button'));
    const button = host.shadowRoot!.querySelector('button')!;
    const measure = () => {
      const style = getComputedStyle(button);
      const box = button.getBoundingClientRect();
      const hostStyle = getComputedStyle(host);
      return [style.display, style.fontSize, style.visibility, box.width, box.height, hostStyle.fontSize, hostStyle.color].join('|');
    };
    const before = measure();
    const hostile = document.createElement('style');
    hostile.textContent =
      '* { all: unset !important; } button { display: none !important; } html { font-size: 40px !important; } body { font-size: 48px !important; color: red !important; }';
    document.head.append(hostile);
    try {
      expect(measure()).to.equal(before);
      expect(getComputedStyle(button).display).to.not.equal('none');
    } finally {
      hostile.remove();
    }
  });

  it('lets the page size, place and hide the element: no !important on its display or box', async () => {
    const grid = await fixture('<div style="display: grid; grid-template-columns: 100px 300px"><clinic-test-probe label="x"></clinic-test-probe></div>');
    const host = grid.querySelector<HTMLElement>('clinic-test-probe')!;
    await waitUntil(() => host.shadowRoot?.querySelector('button'));
    const page = document.createElement('style');
    page.textContent = 'clinic-test-probe { grid-column: 2; max-width: 200px; margin: 0 0 0 30px; padding: 4px; }';
    document.head.append(page);
    try {
      const box = host.getBoundingClientRect();
      const gridBox = grid.getBoundingClientRect();
      expect(Math.round(box.left - gridBox.left)).to.equal(130);
      expect(Math.round(box.width)).to.equal(200);
      expect(getComputedStyle(host).paddingTop).to.equal('4px');
      page.textContent = '@media (min-width: 1px) { clinic-test-probe { display: none; } }';
      expect(getComputedStyle(host).display).to.equal('none');
      expect(host.getBoundingClientRect().width).to.equal(0);
    } finally {
      page.remove();
    }
  });

  it('applies the dark preset with data-theme="dark", keeping the page\'s --clinic-* over it', async () => {
    const el = await fixture<HTMLElement>('<clinic-test-probe data-theme="dark"></clinic-test-probe>');
    await waitUntil(() => el.shadowRoot?.querySelector('button'));
    expect(getComputedStyle(el).color).to.equal('rgb(232, 238, 240)');
    expect(getComputedStyle(el).backgroundColor).to.equal('rgb(17, 24, 28)');
    el.style.setProperty('--clinic-color-text', '#ffffff');
    expect(getComputedStyle(el).color).to.equal('rgb(255, 255, 255)');
    el.dataset.theme = 'light';
    el.style.removeProperty('--clinic-color-text');
    expect(getComputedStyle(el).color).to.equal('rgb(23, 32, 42)');
  });

  it('takes a property written as server rendering writes it (registerHref="…", kept as registerhref) as the prop, the dashed spelling first', async () => {
    const el = await fixture('<clinic-test-probe longLabel="from the server"></clinic-test-probe>');
    await seen(el, 'long-label', 'from the server');
    el.setAttribute('longlabel', 'changed');
    await seen(el, 'long-label', 'changed');
    el.setAttribute('long-label', 'dashed');
    await seen(el, 'long-label', 'dashed');
    el.setAttribute('longlabel', 'ignored while the dashed one is set');
    await seen(el, 'long-label', 'dashed');
  });

  describe('props it does not know', () => {
    let warnings: string[] = [];
    const original = console.warn;
    beforeEach(() => {
      resetWarnings();
      warnings = [];
      console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
    });
    afterEach(() => {
      console.warn = original;
    });

    it('warns once of a misspelt attribute, naming the one meant, and never of global, data- or aria- attributes', async () => {
      await fixture('<clinic-test-probe longLabl="x" data-x="y" class="c" role="note" aria-label="probe" tabindex="0" hidden></clinic-test-probe>');
      await waitUntil(() => warnings.length > 0, 'a warning');
      expect(warnings).to.have.length(1);
      expect(warnings[0]).to.match(
        /^\[clinic-widgets\] <clinic-test-probe> has no attribute or property "longlabl"; did you mean long-label \(longLabel as a property\)\?/,
      );
    });

    it('warns of a property set on the element before it connected that it does not have', async () => {
      const el = document.createElement('clinic-test-probe') as HTMLElement & Record<string, unknown>;
      el.lable = 'x';
      el.label = 'known';
      document.body.append(el);
      try {
        await waitUntil(() => warnings.length > 0, 'a warning');
        expect(warnings).to.have.length(1);
        expect(warnings[0]).to.contain('has no attribute or property "lable"; did you mean label');
      } finally {
        el.remove();
      }
    });
  });
});
