/**
 * The loading strategies an element names (`hydrate`): each waits for its own condition, a list
 * waits for the first met, and the visitor's reach wakes any element whatever it names.
 */
import { expect, fixture, oneEvent, waitUntil } from '@open-wc/testing';
import { defineWidget, widget, type HydrateOn } from '../../widgets/runtime/script/element/define.tsx';
import { elementCode } from '../../widgets/runtime/react/mount.tsx';
import { STRATEGIES } from '../../widgets/runtime/script/element/hydrate.ts';
import { createPageWidgets, usePageWidgets } from '../../widgets/runtime/script/page.ts';

usePageWidgets(createPageWidgets({ storage: null }));

function Shown() {
  return <p className="shown">Shown</p>;
}

let count = 0;
/** A fresh element with the strategies `on`; `loads` counts its code's fetches. */
function element(on: HydrateOn) {
  count += 1;
  const tag = `clinic-test-strategy-${count}` as const;
  const loads = { count: 0 };
  // Light DOM of its own: an element with nothing to show would load at once, whatever it names.
  defineWidget(
    widget({
      tag,
      attributes: {},
      hydrate: on,
      load: async () => {
        loads.count += 1;
        return { code: elementCode(Shown, async () => []) };
      },
    }),
  );
  return { tag, loads, html: `<${tag}><p>Static copy</p></${tag}>` };
}

const shown = (el: Element) => Boolean(el.shadowRoot?.querySelector('.shown'));

describe('loading strategies', () => {
  it('has one function per named condition', () => {
    expect(Object.keys(STRATEGIES).sort()).to.deep.equal(['idle', 'interaction', 'load', 'media', 'scroll', 'session', 'visible']);
  });

  it('load: fetches the code once the page has painted, not in the task that connected the element', async () => {
    const eager = element('load');
    const el = document.createElement(eager.tag);
    el.innerHTML = '<p>Static copy</p>';
    document.body.append(el);
    let framed = false;
    requestAnimationFrame(() => {
      framed = true;
    });
    expect(eager.loads.count).to.equal(0);
    await waitUntil(() => eager.loads.count === 1, 'the code is fetched after the next frame');
    expect(framed).to.equal(true);
    await waitUntil(() => shown(el), 'then it takes over');
    el.remove();
  });

  it('media: loads once its query matches, and not before', async () => {
    const matching = element('media:(min-width: 1px)');
    const el = await fixture(matching.html);
    await waitUntil(() => shown(el), 'a matching query loads the code');
    const never = element('media:(max-width: 1px)');
    const other = await fixture(never.html);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100)));
    expect(never.loads.count).to.equal(0);
    expect(shown(other)).to.equal(false);
  });

  it('idle: loads once the browser is idle', async () => {
    const idle = element('idle');
    const el = await fixture(idle.html);
    await waitUntil(() => shown(el), 'idle loads the code', { timeout: 5000 });
    expect(idle.loads.count).to.equal(1);
  });

  it('a list waits for the first condition met: the page scrolled, for interaction or scroll', async () => {
    const listed = element(['interaction', 'scroll']);
    const el = await fixture(listed.html);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listed.loads.count).to.equal(0);
    window.dispatchEvent(new Event('scroll'));
    await waitUntil(() => shown(el), 'the first scroll loads the code');
    window.dispatchEvent(new Event('scroll'));
    expect(listed.loads.count).to.equal(1);
  });

  it('scroll: a page scrolled before the element was defined loads its code at once', async () => {
    const tall = document.createElement('div');
    tall.style.height = '300vh';
    document.body.append(tall);
    const scrolled = oneEvent(window, 'scroll');
    window.scrollTo({ top: 200, behavior: 'instant' });
    await scrolled;
    try {
      const late = element('scroll');
      const el = await fixture(late.html);
      await waitUntil(() => shown(el), 'the scroll that came first is not waited for again');
    } finally {
      window.scrollTo({ top: 0, behavior: 'instant' });
      tall.remove();
    }
  });

  it("the visitor's reach wakes an element whatever it names", async () => {
    const waiting = element('media:(max-width: 1px)');
    const el = await fixture(waiting.html);
    el.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
    await waitUntil(() => shown(el), 'pointing at it loads the code');
  });
});
