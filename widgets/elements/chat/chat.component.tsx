import { useLanguage, useMessages } from '../../i18n/react.tsx';
import { chat } from '../../../protocol/locales/en-IN/chat.js';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useHost, useSiteLink, useWidgets, emit } from '../../runtime/react/context.ts';
import type { ElementProps } from '../../runtime/script/element/define.tsx';
import type { attributes } from './chat.element.ts';
import { plainText } from '../../runtime/react/links.ts';
import { InlineLinks, siteLinks } from './inline-links.tsx';
import { REPLY_DELAY_MS, replyTo, useGreeting } from './reply.ts';
import { greeted, readChat, writeChat, type ChatMessage } from './storage.ts';
import { elementCode } from '../../runtime/react/mount.tsx';

let counter = 0;
const message = (text: string, isBot: boolean, source?: string): ChatMessage => ({
  id: `${Date.now().toString(36)}-${(counter++).toString(36)}`,
  text,
  isBot,
  timestamp: Date.now(),
  ...(source ? { source } : {}),
});

/** A link leaving the page's own origin (our site from a partner's page, WhatsApp) opens in a new tab. */
function opensNewTab(href: string): boolean {
  try {
    const url = new URL(href, location.href);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== location.origin;
  } catch {
    return false;
  }
}

/** The base that site paths in replies resolve against: the `site-url` attribute, else the site. */
function siteBase(siteUrl: string | undefined, site: (path: string) => string): string {
  // The build renders the chat closed, where no reply (and so no link) is shown.
  if (typeof location === 'undefined') return '';
  try {
    if (siteUrl?.trim()) return new URL(siteUrl.trim(), location.href).href;
    return new URL(site('/'), location.href).href;
  } catch {
    /* a malformed address: fall back to the page */
  }
  return location.origin;
}

/** The focused element, looking into open shadow roots. */
function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/**
 * The floating chat assistant: a launcher and a non-modal dialog with the bot's greeting, the
 * assistant's answers (reply.ts) after 1.5 s with a typing indicator, "Was this helpful?" under each
 * answer, and the conversation and open state kept for the tab (sessionStorage).
 * Note: the host is `display: contents`; the launcher and the panel are fixed to the viewport.
 */
export function Chat({ open, demoHref, contactHref, siteUrl, whatsappNumber }: ElementProps<typeof attributes>) {
  const { host, config } = useHost();
  const t = useMessages('chat', chat);
  const page = useWidgets();
  const { browser } = page;
  const site = useSiteLink();
  const [saved] = useState(readChat);
  const language = useLanguage();
  const greeting = useGreeting(language);
  const greet = (text: string) => message(text, true);
  const [messages, setMessages] = useState<ChatMessage[]>(() => greeted(saved?.messages ?? [], greeting, greet));
  const [draft, setDraft] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const launcher = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const shown = useRef<boolean | null>(null);
  const restoring = useRef(false);
  const returnFocus = useRef(false);
  const refocusInput = useRef(false);
  const opener = useRef<HTMLElement | null>(null);

  const last = messages[messages.length - 1];
  // The bot owes a reply whenever the last message is the visitor's (also after a reload mid-reply).
  const pending = last && !last.isBot ? last : null;
  const replying = pending !== null;

  // Closing from outside (the attribute) while focus is in the panel must still hand focus back.
  if (shown.current && !open && host.shadowRoot?.activeElement) returnFocus.current = true;

  const setOpen = (value: boolean) => {
    if (!value) returnFocus.current = true;
    (host as HTMLElement & { open: boolean }).open = value;
  };

  useEffect(() => {
    if (saved?.open && !open) {
      restoring.current = true;
      setOpen(true);
    }
    // Only once, when the element connects.
  }, []);

  useEffect(() => {
    const was = shown.current;
    shown.current = open;
    if (was === null || was === open) return;
    if (restoring.current) {
      restoring.current = false;
      return;
    }
    emit(host, 'clinic-chat-toggle', { open });
    if (open) {
      // Opened from elsewhere on the page (a "Start Live Chat" button): focus goes back there on close.
      opener.current = deepActiveElement();
      if (opener.current && host.shadowRoot?.contains(opener.current)) opener.current = null;
      // The panel takes focus, unless the visitor has meanwhile gone on typing in a field of the page
      // (the chat's code arrived after they moved on): their typing is never taken away.
      const typing = opener.current?.matches('input, textarea, select, [contenteditable=""], [contenteditable="true"]') ?? false;
      if (!typing) (input.current && !input.current.disabled ? input.current : host.shadowRoot?.querySelector<HTMLElement>('.close'))?.focus();
    } else if (returnFocus.current) {
      (opener.current?.isConnected ? opener.current : launcher.current)?.focus();
    }
    returnFocus.current = false;
  }, [open, host]);

  // The opening message follows the chat's language until the visitor takes part.
  useEffect(() => setMessages((current) => greeted(current, greeting, greet)), [greeting]);

  useEffect(() => writeChat({ open, messages }), [open, messages]);

  /** Sends an event to the analytics endpoint, when there is one: best effort, never the visitor's words. */
  const beacon = (event: Record<string, unknown>) => {
    const url = config.analyticsUrl.trim();
    if (!url) return;
    try {
      browser.sendBeacon(url, JSON.stringify(event));
    } catch {
      // A blocked or malformed address: analytics is best effort.
    }
  };

  useEffect(() => {
    if (!pending) return;
    let live = true;
    // The answer (with the assistant's passages to load on the first question) is looked up during the typing delay.
    const previous = messages.filter((m) => !m.isBot && m !== pending).at(-1)?.text;
    // A pick from a clarifying question is answered as the question it clarified, from the page picked.
    const answer = replyTo(pending.choice && pending.asked ? pending.asked : pending.text, {
      owner: page,
      apiBase: config.apiBase,
      contentBase: config.contentBase,
      whatsappNumber: whatsappNumber?.trim() || config.whatsappNumber,
      previous: pending.choice ? undefined : previous,
      language,
      choice: pending.choice,
    });
    const timer = browser.setTimeout(() => {
      void answer.then((reply) => {
        if (!live) return;
        const answered = message(reply.text, true, reply.choices ? undefined : reply.source);
        setMessages((current) => [...current, reply.choices ? { ...answered, choices: reply.choices, asked: pending.text } : answered]);
        setAnnouncement(plainText(reply.text));
        if (reply.unanswered) beacon({ event: 'assistant-unanswered', topic: reply.unanswered, path: location.pathname });
      });
    }, REPLY_DELAY_MS);
    return () => {
      live = false;
      browser.clearTimeout(timer);
    };
  }, [pending]);

  useEffect(() => {
    if (replying || !refocusInput.current) return;
    refocusInput.current = false;
    const active = host.shadowRoot?.activeElement;
    if (open && (!active || active === input.current) && (document.activeElement === document.body || document.activeElement === host)) {
      input.current?.focus();
    }
  }, [replying, open, host]);

  useLayoutEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [messages.length, replying, open]);

  const send = () => {
    const text = draft.trim();
    if (!text || replying) return; // a blank message is not sent.
    setMessages((current) => [...current, message(text, false)]);
    setDraft('');
    setAnnouncement(t.typing);
    refocusInput.current = true;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  const onInputKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter (and Enter while composing with an IME) makes a new line.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  /** Records the visitor's "Was this helpful?" and sends it to the analytics endpoint, when there is one. */
  const sendFeedback = (answered: ChatMessage, helpful: boolean) => {
    setMessages((current) => current.map((m) => (m.id === answered.id ? { ...m, feedback: helpful ? 'yes' : 'no' } : m)));
    setAnnouncement(t.thanks);
    // Which answer and whether it helped; never the visitor's words, which may name a client.
    beacon({ event: 'assistant-feedback', helpful, source: answered.source, path: location.pathname });
  };

  /** The visitor picks one of a clarifying question's pages: said as their message, answered from that page. */
  const choose = (asked: ChatMessage, choice: { source: string; label: string }) => {
    if (replying || !asked.asked) return;
    setMessages((current) => [...current, { ...message(choice.label, false), choice: choice.source, asked: asked.asked }]);
    setAnnouncement(t.typing);
  };

  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
    }
  };

  const base = siteBase(siteUrl, site);
  const routes: Record<string, string> = {};
  if (demoHref) routes['/demo'] = demoHref;
  if (contactHref) routes['/contact'] = contactHref;
  const resolve = siteLinks(base, routes);

  return (
    <div className={open ? 'chat open' : 'chat'} onKeyDown={onKey}>
      <button
        ref={launcher}
        type="button"
        className="launcher"
        part="launcher"
        aria-expanded={open}
        aria-controls={open ? 'chat-panel' : undefined}
        data-short={t.short}
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
          {open ? (
            <path d="M6 6l12 12M18 6L6 18" />
          ) : (
            <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4h0A2.5 2.5 0 0 1 3 13.5z" />
          )}
        </svg>
        <span className="visually-hidden">{t.open}</span>
      </button>
      {open && (
        <section id="chat-panel" className="panel" part="panel" role="dialog" aria-labelledby="chat-title" aria-describedby="chat-intro">
          <div className="head">
            <div>
              <h2 id="chat-title">{t.title}</h2>
              <p id="chat-intro" className="intro">
                {t.intro}
              </p>
            </div>
            <button type="button" className="close" part="close" onClick={() => setOpen(false)}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
              <span className="visually-hidden">{t.close}</span>
            </button>
          </div>
          <ol ref={list} className="messages" part="messages" aria-label={t.conversation} tabIndex={0}>
            {messages.map((m) => (
              <li key={m.id} className={m.isBot ? 'message bot' : 'message user'} part={m.isBot ? 'message bot' : 'message'}>
                <span className="visually-hidden">{m.isBot ? t.assistant : t.you}</span>
                {m.isBot ? <InlineLinks text={m.text} resolve={resolve} newTab={opensNewTab} /> : m.text}
                {m.choices && (
                  <div className="choices" part="choices" role="group" aria-label={m.text}>
                    {m.choices.map((choice) => (
                      <button
                        key={choice.source}
                        type="button"
                        className="choice"
                        disabled={replying || m !== messages.at(-1)}
                        onClick={() => choose(m, choice)}
                      >
                        {choice.label}
                      </button>
                    ))}
                  </div>
                )}
                {m.source &&
                  (m.feedback ? (
                    <p className="feedback" part="feedback">
                      {t.thanks}
                    </p>
                  ) : (
                    <div className="feedback" part="feedback" role="group" aria-label={t.helpful}>
                      <span aria-hidden="true">{t.helpful}</span>
                      <button type="button" className="helpful" onClick={() => sendFeedback(m, true)}>
                        {t.yes}
                      </button>
                      <button type="button" className="helpful" onClick={() => sendFeedback(m, false)}>
                        {t.no}
                      </button>
                    </div>
                  ))}
              </li>
            ))}
            {replying && (
              <li className="message bot typing" part="message typing">
                <span className="visually-hidden">{t.typing}</span>
                <span className="dots" aria-hidden="true">
                  <span />
                  <span />
                  <span />
                </span>
              </li>
            )}
          </ol>
          <form className="composer" onSubmit={onSubmit}>
            <label htmlFor="chat-input" className="visually-hidden">
              {t.yourMessage}
            </label>
            <textarea
              ref={input}
              id="chat-input"
              className="input"
              part="input"
              rows={1}
              maxLength={1000}
              placeholder={t.placeholder}
              aria-describedby="chat-keys"
              value={draft}
              disabled={replying}
              onChange={(event) => setDraft(event.currentTarget.value)}
              onKeyDown={onInputKey}
            />
            <button type="submit" className="button send" part="send" disabled={replying || draft.trim() === ''}>
              {t.send}
            </button>
            <p id="chat-keys" className="visually-hidden">
              {t.keys}
            </p>
          </form>
        </section>
      )}
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </div>
  );
}

/** The element's code, loaded on demand: its component and the stylesheets of its shadow root. */
export const code = elementCode<typeof attributes>(Chat, () => Promise.all([import('./chat.closed.css'), import('./chat.styles.css')]));
