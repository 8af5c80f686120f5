import { useMessages } from '../../i18n/react.tsx';
import { chatLauncher } from '../../../protocol/locales/en-IN/chatLauncher.js';
import type { ElementProps } from '../../runtime/script/element/define.tsx';
import { useWidgets } from '../../runtime/react/context.ts';
import type { attributes } from './chat-launcher.element.ts';
import { elementCode } from '../../runtime/react/mount.tsx';

/**
 * Start Live Chat: opens the page's chat assistant by setting its documented `open` attribute;
 * on a page without a working `<clinic-chat>`, goes to the fallback page instead.
 */
export function ChatLauncher({ fallbackHref }: ElementProps<typeof attributes>) {
  const { browser } = useWidgets();
  const start = () => {
    const chat = document.querySelector('clinic-chat');
    if (chat && customElements.get('clinic-chat')) chat.setAttribute('open', '');
    else browser.navigate(fallbackHref);
  };
  // Without JavaScript the button could do nothing: the page's own link (the slot) shows instead.
  return (
    <>
      <button type="button" className="button secondary js-only" part="button" onClick={start}>
        {useMessages('chatLauncher', chatLauncher).start}
      </button>
      <slot className="no-js-only" />
    </>
  );
}

/** The element's code, loaded on demand: its component and the stylesheets of its shadow root. */
export const code = elementCode<typeof attributes>(ChatLauncher, () => Promise.all([import('./chat-launcher.styles.css')]));
