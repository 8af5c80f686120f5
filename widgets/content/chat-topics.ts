/**
 * The chat assistant's keyword topics: the fifteen named topics, the GST question and a greeting,
 * each answered from the product's facts. The matching rule lives in widgets/elements/chat/match.ts. The
 * assistant is automatic: no reply may suggest a person is typing.
 */
import type { AssistantCopy } from '../assistant/engine.ts';
import { type Language, sitePath } from '../../protocol/languages.ts';
import { assistant as english } from '../../protocol/locales/en-IN/assistant.js';
import type { ChatMessages } from '../../protocol/locales/types.d.ts';
import { writeMessage } from '../../protocol/message.ts';
import { formatRupees } from '../../protocol/numbers.ts';
import { TRIAL_DAYS, TRIAL_PLAN_PRICES } from './plan-prices.ts';
import type { ChatTopic } from './types.ts';

/**
 * The chat's content in a language other than English (a module of its own, loaded only by a chat
 * in that language): its opening message, the reply when its answers cannot be had and no topic
 * matches, and the assistant's own words, the topics' replies among them.
 */
export interface ChatContent {
  /** Each topic's words in the language, beside its English ones and the words every chat matches. */
  keywords: (id: string) => readonly string[];
  greeting: string;
  fallback: (whatsappNumber: string) => string;
  assistant: AssistantCopy;
}

/** The support contact details used across the content (invented for this build; see the README). */
export const SUPPORT_EMAIL = 'support@clinicplatform.in';
export const SUPPORT_PHONE = '+91 80 4718 2290';
export const SUPPORT_PHONE_HREF = 'tel:+918047182290';

/** The bot's opening message. */
export const chatGreeting = english.greeting;

/** WhatsApp's click-to-chat address for a number in international form (digits only), or null. */
export function whatsAppHref(number: string | null | undefined): string | null {
  const digits = (number ?? '').replace(/[\s()+-]/g, '');
  return /^[1-9]\d{7,14}$/.test(digits) ? `https://wa.me/${digits}` : null;
}

/**
 * The values the chat's messages take: the prices, the trial's length and the ways to reach the
 * team, each written once where it is kept; `whatsapp` is the click-to-chat address or 'none'.
 */
function chatValues(whatsappNumber = '') {
  const { basic, pro } = TRIAL_PLAN_PRICES;
  return {
    basicMonthly: formatRupees(basic.price.monthly),
    basicAnnually: formatRupees(basic.price.annually),
    proMonthly: formatRupees(pro.price.monthly),
    proAnnually: formatRupees(pro.price.annually),
    proMonthlyWithGst: formatRupees(pro.price.monthly * 1.18),
    trialDays: TRIAL_DAYS,
    email: SUPPORT_EMAIL,
    phone: SUPPORT_PHONE,
    phoneHref: SUPPORT_PHONE_HREF,
    whatsapp: whatsAppHref(whatsappNumber) ?? 'none',
  };
}

/**
 * The chat's words in a language, its links leading to the site's pages in that language
 * (`[pricing page](/pricing)` → `/hi/pricing` in Hindi).
 */
export function chatWords(messages: ChatMessages, language: Language = 'en-IN') {
  const local = (text: string) => text.replace(/\]\((\/[^)\s]*)\)/g, (_all, path: string) => `](${sitePath(path, language)})`);
  const text = (message: Parameters<typeof writeMessage>[0], whatsappNumber = '', more: Record<string, string> = {}) =>
    writeMessage(message, { ...chatValues(whatsappNumber), ...more });
  const write = (message: Parameters<typeof writeMessage>[0], whatsappNumber = '', more: Record<string, string> = {}) =>
    local(text(message, whatsappNumber, more));
  // Written into other messages, which make its links local once, with their own.
  const unlocalChannels = (whatsappNumber = '') => text(messages.channels, whatsappNumber);
  const channels = (whatsappNumber = '') => local(unlocalChannels(whatsappNumber));
  const topics = messages.topics as Readonly<Record<string, Parameters<typeof writeMessage>[0]>>;
  return {
    greeting: write(messages.greeting),
    channels,
    fallback: (whatsappNumber = '') => write(messages.fallback, whatsappNumber, { channels: unlocalChannels(whatsappNumber) }),
    /** A topic's reply (null for a topic the catalog lacks), with the WhatsApp link when a number is configured. */
    topic: (id: string, whatsappNumber = ''): string | null => {
      const reply = topics[id];
      if (reply === undefined) return null;
      const text = write(reply);
      return whatsAppHref(whatsappNumber) && REACH_US_TOPICS.has(id) ? `${text}${write(messages.whatsappAlso, whatsappNumber)}` : text;
    },
    /** A topic's words in the language, as visitors type them (the matching rule is match.ts's). */
    keywords: (id: string): string[] => {
      const words = (messages.keywords as Readonly<Record<string, string>>)[id] ?? '';
      return words
        .split(',')
        .map((word) => word.trim())
        .filter(Boolean);
    },
    /** The assistant's own words, with `topicText` for a topic's reply. */
    copy(topicText: (topic: ChatTopic, whatsappNumber: string) => string): AssistantCopy {
      return {
        topic: topicText,
        thanks: write(messages.thanks),
        bye: write(messages.bye),
        ok: write(messages.ok),
        complaint: (whatsappNumber) => write(messages.complaint, whatsappNumber),
        unknown: (whatsappNumber) => write(messages.unknown, whatsappNumber, { channels: unlocalChannels(whatsappNumber) }),
        account: {
          '/forgot-password': write(messages.accountForgotPassword),
          '/login': write(messages.accountLogin),
          '/register': write(messages.accountRegister),
        },
        // The quoted passage, its source and related pages lead to the help centre's pages in the language.
        passage: (quote, source, related) =>
          local(related ? writeMessage(messages.passageRelated, { quote, source, related }) : writeMessage(messages.passage, { quote, source })),
        topicWithRelated: (reply, related) => (related ? local(writeMessage(messages.topicRelated, { reply, related })) : reply),
        clarify: (first, second) => writeMessage(messages.clarify, { first, second }),
      };
    },
  };
}

/** The chat's words in English: carried by the chat's own code. */
const englishWords = chatWords(english);

/**
 * The reply when the assistant's answers cannot be had (its file did not load) and no topic
 * matches: the ways to reach the team.
 */
export function chatFallbackReply({ whatsappNumber = '' }: { whatsappNumber?: string } = {}): string {
  return englishWords.fallback(whatsappNumber);
}

/**
 * The ways to reach the team: e-mail, phone, WhatsApp when a number is configured, this live chat
 * (saying plainly it is automatic), the help centre and the demo page.
 */
export function humanChannels(whatsappNumber = ''): string {
  return englishWords.channels(whatsappNumber);
}

/** "I don't know", with the ways to reach the team. */
export const unknownReply = (whatsappNumber = ''): string => englishWords.copy(topicReply).unknown(whatsappNumber);

/** The apology for a complaint: the ways to reach the team, no product copy. */
export const complaintReply = (whatsappNumber = ''): string => englishWords.copy(topicReply).complaint(whatsappNumber);

/** The assistant's words in English. */
export const englishCopy: AssistantCopy = englishWords.copy((topic, whatsappNumber) => topicReply(topic, whatsappNumber));

/**
 * The chat's content in another language (its catalog, a chunk only a chat in that language
 * loads): the greeting, the fallback and the assistant's words, each topic's reply among them.
 */
export function chatContent(messages: ChatMessages, language: Language): ChatContent {
  const words = chatWords(messages, language);
  return {
    keywords: words.keywords,
    greeting: words.greeting,
    fallback: words.fallback,
    assistant: words.copy((topic, whatsappNumber) => words.topic(topic.id, whatsappNumber) ?? topicReply(topic, whatsappNumber)),
  };
}

/** The topics that tell the visitor how to reach a person: with a WhatsApp number configured, they name it too. */
export const REACH_US_TOPICS: ReadonlySet<string> = new Set(['contact', 'support']);

/** A topic's reply, with the WhatsApp link added to the ways to reach the team when a number is configured. */
export function topicReply(topic: ChatTopic, whatsappNumber = ''): string {
  return englishWords.topic(topic.id, whatsappNumber) ?? topic.reply;
}

/** The fallback reply without a WhatsApp number. */
export const chatFallback = chatFallbackReply();

/**
 * Seventeen topics. Of the topics whose keywords match, the best match answers (see match.ts);
 * the greeting answers only messages that do nothing but greet, or match no other topic.
 */
export const chatTopics: ChatTopic[] = [
  {
    id: 'pricing',
    keywords: englishWords.keywords('pricing'),
    reply: englishWords.topic('pricing')!,
  },
  {
    id: 'gst-pricing',
    keywords: englishWords.keywords('gst-pricing'),
    reply: englishWords.topic('gst-pricing')!,
  },
  {
    id: 'features',
    keywords: englishWords.keywords('features'),
    reply: englishWords.topic('features')!,
  },
  {
    id: 'trial',
    keywords: englishWords.keywords('trial'),
    reply: englishWords.topic('trial')!,
  },
  {
    id: 'security',
    keywords: englishWords.keywords('security'),
    reply: englishWords.topic('security')!,
  },
  {
    id: 'support',
    keywords: englishWords.keywords('support'),
    reply: englishWords.topic('support')!,
  },
  {
    id: 'messaging',
    keywords: englishWords.keywords('messaging'),
    reply: englishWords.topic('messaging')!,
  },
  {
    id: 'scheduling',
    keywords: englishWords.keywords('scheduling'),
    reply: englishWords.topic('scheduling')!,
  },
  {
    id: 'billing',
    keywords: englishWords.keywords('billing'),
    reply: englishWords.topic('billing')!,
  },
  {
    id: 'analytics',
    keywords: englishWords.keywords('analytics'),
    reply: englishWords.topic('analytics')!,
  },
  {
    id: 'onboarding',
    keywords: englishWords.keywords('onboarding'),
    reply: englishWords.topic('onboarding')!,
  },
  {
    id: 'multi-location',
    keywords: englishWords.keywords('multi-location'),
    reply: englishWords.topic('multi-location')!,
  },
  {
    id: 'photos',
    keywords: englishWords.keywords('photos'),
    reply: englishWords.topic('photos')!,
  },
  {
    id: 'integrations',
    keywords: englishWords.keywords('integrations'),
    reply: englishWords.topic('integrations')!,
  },
  {
    id: 'contact',
    keywords: englishWords.keywords('contact'),
    reply: englishWords.topic('contact')!,
  },
  {
    id: 'about',
    keywords: englishWords.keywords('about'),
    reply: englishWords.topic('about')!,
  },
  {
    id: 'greeting',
    keywords: englishWords.keywords('greeting'),
    reply: englishWords.topic('greeting')!,
  },
];
