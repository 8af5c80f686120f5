/**
 * On a page with no server-rendered chat (a partner's), the classic script draws the closed chat
 * itself and fetches its code only when the visitor reaches for it; the first click is not lost.
 */
import { expect, fixture, waitUntil } from '@open-wc/testing';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { code } from '../../../../widgets/elements/chat/chat.component.tsx';
import { chat } from '../../../../widgets/elements/chat/chat.element.ts';
import { drawClosedChat } from '../../../../widgets/elements/chat/chat.shell.ts';
import { attributeSpecs, propsFromAttributes } from '../../../../widgets/runtime/script/element/define.tsx';
import { WidgetTree } from '../../../../widgets/runtime/react/tree.tsx';
import { shadow, stubPage } from '../../../support/page.ts';

describe('clinic-chat before its code', () => {
  beforeEach(() => sessionStorage.clear());

  it('draws exactly the markup the chat renders closed', async () => {
    const { page } = stubPage();
    const host = document.createElement('div');
    const drawn = host.attachShadow({ mode: 'open' });
    drawClosedChat(drawn);
    const rendered = document.createElement('template');
    rendered.innerHTML = renderToString(
      createElement(WidgetTree, {
        tag: chat.tag,
        component: code.component,
        specs: attributeSpecs(chat),
        host,
        props: propsFromAttributes(chat, () => null),
        page,
      }),
    );
    expect(drawn.childNodes.length).to.equal(1);
    expect(drawn.firstChild!.isEqualNode(rendered.content.firstChild)).to.equal(true, `${(drawn.firstChild as Element).outerHTML}\n${rendered.innerHTML}`);
  });

  it('shows the launcher at once, then opens on the first click once its code has come', async () => {
    stubPage();
    const el = await fixture<HTMLElement>('<clinic-chat></clinic-chat>');
    await waitUntil(() => shadow(el).querySelector('.launcher'), 'the launcher should be drawn');
    const launcher = shadow(el).querySelector<HTMLButtonElement>('.launcher')!;
    expect(launcher.getAttribute('aria-expanded')).to.equal('false');
    launcher.click();
    await waitUntil(() => shadow(el).querySelector('.panel'), 'the held click should open the chat');
    // Hydrated in place: the launcher drawn before the code is the one React now drives.
    expect(shadow(el).querySelector('.launcher')).to.equal(launcher);
    expect(el.hasAttribute('open')).to.equal(true);
  });

  it('opens at once when the page sets open before its code has come', async () => {
    stubPage();
    const el = await fixture<HTMLElement & { open: boolean }>('<clinic-chat></clinic-chat>');
    el.open = true;
    await waitUntil(() => shadow(el).querySelector('.panel'), 'setting open should load and open the chat');
  });
});
