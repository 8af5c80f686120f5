/**
 * The chat in Hindi: on a Hindi page (or as a Hindi element) it greets in Hindi and answers a
 * question a topic matches with the topic's Hindi reply, without the English passages (the endpoint,
 * told the topic, answers a how-to question with its passage);
 * a question no topic matches gets the English passage under a Hindi line saying so; small talk and
 * the fallback are Hindi. A conversation that is only a greeting takes the page's greeting. An
 * English chat understands Hinglish and Hindi but answers in English. (That an English chat never
 * downloads the Hindi content is a property of the build: test/unit/chat-hindi.test.ts.)
 */
import { expect, fixtureCleanup, waitUntil } from '@open-wc/testing';
import { CHAT_STORAGE_KEY } from '../../../../protocol/index.ts';
import hindiWords from '../../../../protocol/locales/hi-IN/assistant.js';
import tamilWords from '../../../../protocol/locales/ta-IN/assistant.js';
import gujaratiWords from '../../../../protocol/locales/gu-IN/assistant.js';
import { chatContent, chatGreeting, chatTopics } from '../../../../widgets/content/chat-topics.ts';
import { find, json, shadow, stubPage } from '../../../support/page.ts';
import { accessible, ask, chatElement, lastBot, messages, plain, stubAnswerEndpoint, stubAssistantFile, time, useManualClock } from './chat-helpers.ts';

const hindiChat = chatContent(hindiWords, 'hi-IN');

const topic = (id: string) => chatTopics.find((t) => t.id === id)!;
const hindiReply = (id: string) => plain(hindiChat.assistant.topic(topic(id), ''));
const feedback = (el: Element) => [...shadow(el).querySelectorAll('.message.bot')].at(-1)!.querySelector('[role="group"]');
const greeted = (el: Element, greeting: string) => waitUntil(() => messages(el)[0]?.text === greeting, `the greeting should be "${greeting.slice(0, 30)}…"`);

describe('clinic-chat in Hindi', () => {
  let file: ReturnType<typeof stubAssistantFile>;
  const pageLang = document.documentElement.lang;
  beforeEach(() => {
    sessionStorage.clear();
    stubPage();
    useManualClock();
    file = stubAssistantFile();
  });
  afterEach(() => {
    document.documentElement.lang = pageLang;
    time.restore();
    file.restore();
  });

  it('greets, answers a topic and falls back in Tamil and Gujarati too, its links to the pages in that language', async () => {
    for (const [lang, words] of [
      ['ta-IN', tamilWords],
      ['gu-IN', gujaratiWords],
    ] as const) {
      const content = chatContent(words, lang);
      document.documentElement.lang = lang;
      sessionStorage.clear();
      const el = await chatElement('open');
      await greeted(el, content.greeting);
      expect(await ask(el, 'price kitna hai')).to.equal(plain(content.assistant.topic(topic('pricing'), '')));
      const link = [...shadow(el).querySelectorAll('.message.bot a')].at(-1)!;
      expect(link.getAttribute('href')).to.match(new RegExp(`/${lang.slice(0, 2)}/pricing$`));
      fixtureCleanup();
    }
  });

  it('asks the endpoint with the topic its language’s words find: a how-to in Tamil gets the English passage under a Tamil line, a price question the Tamil topic', async () => {
    file.restore();
    const endpoint = stubAnswerEndpoint('up');
    try {
      const tamil = chatContent(tamilWords, 'ta-IN');
      document.documentElement.lang = 'ta-IN';
      const el = await chatElement('open');
      await greeted(el, tamil.greeting);
      const reply = await ask(el, 'வாட்ஸ்அப் பிசினஸ் எப்படி இணைப்பது?');
      const [note, quoted] = reply.split('\n\n');
      expect(note).to.equal(plain(tamilWords.passage({ quote: '', source: '' }).split('\n\n')[0]!));
      expect(quoted).to.match(/whatsapp/i);
      // The Tamil words found the messaging topic; a how-to question is answered by its passage.
      expect(endpoint.calls.at(-1)!.body).to.deep.equal({ question: 'வாட்ஸ்அப் பிசினஸ் எப்படி இணைப்பது?', topic: 'messaging' });
      expect(await ask(el, 'price kitna hai')).to.equal(plain(tamil.assistant.topic(topic('pricing'), '')));
      expect(endpoint.calls.at(-1)!.body.topic).to.equal('pricing');
      expect(endpoint.calls).to.have.length(2);
    } finally {
      endpoint.restore();
    }
  });

  it('answers Hinglish and Hindi in English on an English page', async () => {
    const el = await chatElement('open');
    await greeted(el, chatGreeting);
    expect(await ask(el, 'price kitna hai')).to.equal(plain(topic('pricing').reply));
    expect(await ask(el, 'क्या व्हाट्सऐप रिमाइंडर मिलता है?')).to.equal(plain(topic('messaging').reply));
    expect(await ask(el, 'GST bill bana sakte hain?')).to.equal(plain(topic('billing').reply));
  });

  it('greets in Hindi on a Hindi page and answers a topic in Hindi, asking whether it helped, before fetching any passage', async () => {
    document.documentElement.lang = 'hi-IN';
    const el = await chatElement('open');
    await greeted(el, hindiChat.greeting);
    expect(messages(el)).to.have.length(1);
    expect(await ask(el, 'price kitna hai')).to.equal(hindiReply('pricing'));
    expect(feedback(el)).to.not.equal(null);
    expect(await ask(el, 'क्या व्हाट्सऐप रिमाइंडर मिलता है?')).to.equal(hindiReply('messaging'));
    // An English question a topic matches is answered in Hindi too.
    expect(await ask(el, 'How do I export my invoices for my accountant?')).to.equal(hindiReply('billing'));
    expect(await ask(el, 'namaste')).to.equal(hindiReply('greeting'));
    expect(file.calls).to.deep.equal([]);
    await accessible(el);
  });

  it('quotes the English passage under a Hindi line on a Hindi page when no topic matches; small talk in Hindi', async () => {
    document.documentElement.lang = 'hi-IN';
    const el = await chatElement('open');
    await greeted(el, hindiChat.greeting);
    const reply = await ask(el, 'Which browser do I need?');
    const [note, quoted, more] = reply.split('\n\n');
    expect(note).to.equal('यह जवाब हमारे हेल्प सेंटर के लेख से है, जो अभी अंग्रेज़ी में है:');
    expect(quoted).to.match(/browser/i);
    expect(more).to.match(/^पूरा लेख \(अंग्रेज़ी में\): /);
    expect(file.calls.length).to.equal(1);
    expect(await ask(el, 'dhanyavaad')).to.equal(hindiChat.assistant.thanks);
    expect(feedback(el)).to.equal(null);
  });

  it('falls back in Hindi on a Hindi page when the assistant’s file cannot be had', async () => {
    file.restore();
    file = stubAssistantFile(() => json(404, {}));
    document.documentElement.lang = 'hi-IN';
    const el = await chatElement('open');
    await greeted(el, hindiChat.greeting);
    expect(await ask(el, 'asdf qwerty')).to.equal(plain(hindiChat.fallback('')));
    expect(await ask(el, 'मुफ़्त ट्रायल कैसे शुरू करें')).to.equal(hindiReply('trial'));
  });

  it('gives a conversation that is only a greeting the page’s greeting; a conversation the visitor took part in stays', async () => {
    const greeting = { id: 'g', text: chatGreeting, isBot: true, timestamp: 1 };
    sessionStorage.setItem(CHAT_STORAGE_KEY, JSON.stringify({ open: true, messages: [greeting] }));
    document.documentElement.lang = 'hi-IN';
    const hindi = await chatElement();
    await greeted(hindi, hindiChat.greeting);
    expect(messages(hindi)).to.deep.equal([{ bot: true, text: hindiChat.greeting }]);
    await waitUntil(() => sessionStorage.getItem(CHAT_STORAGE_KEY)!.includes(hindiChat.greeting), 'the Hindi greeting is kept for the tab');
    fixtureCleanup();

    // Back on an English page, the greeting is English again.
    document.documentElement.lang = 'en-IN';
    const english = await chatElement();
    await greeted(english, chatGreeting);
    expect(messages(english)).to.have.length(1);
    fixtureCleanup();

    const conversation = [greeting, { id: 'q', text: 'price?', isBot: false, timestamp: 2 }, { id: 'a', text: 'It costs ₹3,000.', isBot: true, timestamp: 3 }];
    sessionStorage.setItem(CHAT_STORAGE_KEY, JSON.stringify({ open: true, messages: conversation }));
    document.documentElement.lang = 'hi-IN';
    const kept = await chatElement();
    await find(kept, '.message.user');
    expect(messages(kept).map((m) => m.text)).to.deep.equal([chatGreeting, 'price?', 'It costs ₹3,000.']);
  });

  it('follows the element’s own language: a Hindi chat on an English page, and back when its lang changes', async () => {
    const el = await chatElement('open lang="hi"');
    await greeted(el, hindiChat.greeting);
    el.setAttribute('lang', 'en-IN');
    await greeted(el, chatGreeting);
    expect(messages(el)).to.have.length(1);
    expect(lastBot(el)).to.equal(chatGreeting);
  });
});
