/**
 * The chat in Hindi: questions in Hinglish and in Devanagari reach the topic the same question in
 * English reaches, Hindi filler words never count as keyword hits, a Devanagari keyword's length is
 * counted in letters with their vowel signs, and the Hindi content answers every topic with the
 * English reply's facts and links; the assistant answers a Hindi question from its topic on any
 * page and speaks Hindi with the Hindi copy, marking a quoted passage as English. The Hindi content
 * is a chunk of its own that no English chat loads.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { brotliCompressSync, constants } from 'node:zlib';
import { assistantIndex } from '../../scripts/assistant-index.ts';
import { layout, root } from '../../scripts/build-options.ts';
import { buildWidgets } from '../../scripts/widgets.ts';
import { entryChunk, staticClosure } from '../support/chunks.ts';
import { foldDevanagari } from '../../widgets/assistant/devanagari.ts';
import { FILLER_WORDS } from '../../widgets/assistant/filler.ts';
import { answer, createEngine, writtenInOwnLanguage } from '../../widgets/assistant/engine.ts';
import { questionTerms } from '../../widgets/assistant/words.ts';
import { chatFallbackReply, chatGreeting, chatTopics, SUPPORT_EMAIL } from '../../widgets/content/chat-topics.ts';
import { EVERY_CHAT_KEYWORDS } from '../../protocol/locales/every-chat.js';
import hindiWords from '../../protocol/locales/hi-IN/assistant.js';
import { sitePath } from '../../protocol/languages.ts';
import { chatContent } from '../../widgets/content/chat-topics.ts';

const hindiChat = chatContent(hindiWords, 'hi-IN');
/** A link of an English reply as the Hindi one writes it: the site's pages under /hi. */
const inHindi = (link: string) => (link.startsWith('/') ? sitePath(link, 'hi-IN') : link);
const hindiTopicReplies = hindiWords.topics;
import type { ChatTopic } from '../../widgets/content/types.ts';
import { keywordLength, matchingKeywords, matchTopic, normalise } from '../../widgets/elements/chat/match.ts';

const topicOf = (message: string) => matchTopic(message)?.id ?? 'fallback';
const links = (text: string) => [...text.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]!);
const DEVANAGARI = /[\u0900-\u097f]/;
const engine = createEngine(assistantIndex());

describe('chat matching in Hindi and Hinglish', () => {
  // Each Hindi question with the English question about the same thing, and the topic both reach.
  const pairs: Array<[hindi: string, english: string, topic: string]> = [
    ['kya WhatsApp reminder milta hai?', 'Do you send WhatsApp reminders?', 'messaging'],
    ['price kitna hai', 'What are your prices?', 'pricing'],
    ['free trial kaise shuru karein', 'Is there a free trial?', 'trial'],
    ['GST bill bana sakte hain?', 'Do you make GST invoices?', 'billing'],
    ['data safe hai kya', 'Is my patient data secure?', 'security'],
    ['कीमत कितनी है?', 'How much does it cost?', 'pricing'],
    ['क्या व्हाट्सऐप रिमाइंडर मिलता है?', 'Do you send WhatsApp reminders?', 'messaging'],
    ['मुफ़्त ट्रायल कैसे शुरू करें', 'Is there a free trial?', 'trial'],
    ['क्या कीमत में जीएसटी शामिल है?', 'Does the price include GST?', 'gst-pricing'],
    ['kya price me GST shamil hai?', 'Does the price include GST?', 'gst-pricing'],
    ['जीएसटी बिल बना सकते हैं?', 'Do you make GST invoices?', 'billing'],
    ['क्या मेरा डेटा सुरक्षित है?', 'Is my patient data secure?', 'security'],
    ['अपॉइंटमेंट बुकिंग कैसे होती है?', 'Can I send appointment reminders?', 'scheduling'],
    ['kai branches ek saath chala sakte hain?', 'Can I manage multiple branches?', 'multi-location'],
    ['क्या एक से ज़्यादा शाखाएं संभाल सकते हैं?', 'Can I manage multiple branches?', 'multi-location'],
    ['मुझे मदद चाहिए, एरर आ रहा है', 'I need help with an error', 'support'],
    ['सेल्स टीम से बात करनी है', 'Can I talk to sales?', 'contact'],
    ['aap kaun ho?', 'Who are you?', 'about'],
    ['पहले और बाद की फोटो अपलोड कर सकते हैं?', 'Can I upload before and after photos?', 'photos'],
    ['रिपोर्ट और डैशबोर्ड दिखाइए', 'Show me your analytics dashboard', 'analytics'],
    ['पुराना डेटा एक्सेल से इंपोर्ट कैसे करें?', 'How do I import my clients from Excel?', 'onboarding'],
    ['कौन सी सुविधाएं मिलती हैं?', 'What features do you have?', 'features'],
    ['नमस्ते जी', 'hello there', 'greeting'],
    ['namaste, price kitna hai?', 'hello, how much does it cost?', 'pricing'],
  ];
  for (const [hindi, english, topic] of pairs) {
    it(`answers "${hindi}" as "${english}": ${topic}`, () => {
      assert.equal(topicOf(english), topic);
      assert.equal(topicOf(hindi), topic);
    });
  }

  it('never counts a Hindi filler word as a keyword hit', () => {
    const filler: ChatTopic = { id: 'filler', keywords: ['kaise', 'hai', 'क्या', 'है', 'kya hai', 'trial'], reply: 'x' };
    assert.deepEqual(matchingKeywords('kaise hai? क्या है? kya hai', filler), []);
    assert.deepEqual(matchingKeywords('trial kaise', filler), ['trial']);
    for (const message of ['kya hai', 'kaise', 'क्या है?', 'कैसे करें?', 'aap kya kar sakte ho?']) assert.equal(topicOf(message), 'fallback', message);
  });

  it('counts a Devanagari keyword in letters, each with its vowel signs: कीमत is 3, like fee', () => {
    assert.equal(keywordLength('कीमत'), 3);
    assert.equal(keywordLength('व्हाट्सऐप'), 6);
    assert.equal(keywordLength('gst bill'), 8);
    // One keyword of 3 characters is no reply; two are; one of 4 is.
    assert.equal(topicOf('कीमत?'), 'fallback');
    assert.equal(topicOf('कीमत कितनी?'), 'pricing');
    assert.equal(topicOf('ट्रायल?'), 'trial');
  });

  it('reads Devanagari in one spelling: with or without the nukta, joiners or candrabindu', () => {
    assert.equal(normalise('क्या है?'), 'क्या है');
    assert.equal(normalise('मुफ़्त'), 'मुफ्त');
    assert.equal(normalise('मु\u095e\u094dत'), 'मुफ्त');
    assert.equal(normalise('मुफ\u200d्त'), 'मुफ्त');
    assert.equal(normalise('हाँ'), 'हां');
    for (const spelling of ['मुफ़्त ट्रायल', 'मुफ्त ट्रायल', 'मु\u095e\u094dत ट्रायल']) assert.equal(topicOf(spelling), 'trial', spelling);
  });

  it('tells a Hindi message from an English one', () => {
    for (const text of ['price kitna hai', 'kya WhatsApp milta hai', 'कीमत?', 'GST bill bana sakte hain?']) assert.ok(writtenInOwnLanguage(text), text);
    for (const text of ['Do you support WhatsApp?', 'How much does it cost?', 'ok', 'Can I talk to Karen?']) assert.ok(!writtenInOwnLanguage(text), text);
  });
});

/** Hindi's words of every chat, as its folder gives them (locales/hi-IN/every-chat.json). */
const chatTopicHindiKeywords = (JSON.parse(readFileSync(resolve(root, 'locales/hi-IN/every-chat.json'), 'utf8')) as { keywords: Record<string, string[]> })
  .keywords;

describe('the Hindi keywords', () => {
  it('give every topic Hindi keywords, distinct, in one spelling, none only filler, none an English keyword again', () => {
    assert.deepEqual(Object.keys(chatTopicHindiKeywords).sort(), chatTopics.map((t) => t.id).sort());
    for (const topic of chatTopics) {
      // The chat matches them: the compiled words of every chat hold each of them.
      for (const keyword of chatTopicHindiKeywords[topic.id]!)
        assert.ok(EVERY_CHAT_KEYWORDS[topic.id]?.includes(keyword), `${keyword} is compiled for ${topic.id}`);
      const hindi = chatTopicHindiKeywords[topic.id]!;
      assert.ok(hindi.some(DEVANAGARI.test.bind(DEVANAGARI)) && hindi.some((k) => /^[a-z ]+$/.test(k)), `${topic.id} has Devanagari and romanised keywords`);
      assert.equal(new Set(hindi).size, hindi.length, `${topic.id} repeats a Hindi keyword`);
      for (const keyword of hindi) {
        assert.match(keyword, /^(?:[a-z0-9 ]+|[\u0900-\u097f ]+)$/, keyword);
        assert.equal(normalise(keyword), keyword, `${keyword} is written in the matching spelling`);
        assert.equal(foldDevanagari(keyword), keyword, keyword);
        assert.ok(!keyword.split(' ').every((word) => FILLER_WORDS.has(word)), `${keyword} is only filler`);
        assert.ok(!topic.keywords.includes(keyword), `${keyword} is already an English keyword of ${topic.id}`);
      }
    }
  });

  it('leave the English keywords and filler words alone', () => {
    // English keywords are no Hindi filler, so no English keyword stops counting.
    for (const keyword of chatTopics.flatMap((t) => t.keywords)) assert.ok(!FILLER_WORDS.has(keyword), keyword);
    assert.deepEqual(questionTerms('invoice kaise export karein'), questionTerms('invoice export'));
  });
});

describe('the chat content in Hindi', () => {
  it('answers every topic in Hindi with the English reply’s links and figures', () => {
    assert.deepEqual(Object.keys(hindiTopicReplies).sort(), chatTopics.map((t) => t.id).sort());
    for (const topic of chatTopics) {
      const reply = hindiChat.assistant.topic(topic, '');
      assert.match(reply, DEVANAGARI, topic.id);
      // The same links, each page of the site in Hindi.
      assert.deepEqual(links(reply), links(topic.reply).map(inHindi), `${topic.id} links`);
      for (const figure of topic.reply.match(/₹[\d,]+|\d+(?:[.,]\d+)*%?/g) ?? []) assert.ok(reply.includes(figure), `${topic.id} keeps ${figure}`);
      for (const name of ['ClinicPlatform', 'WhatsApp', 'GST', 'UPI', 'Basic', 'Pro', 'Enterprise', 'SMS', 'API'])
        if (new RegExp(`\\b${name}\\b`).test(topic.reply)) assert.ok(reply.includes(name), `${topic.id} keeps ${name}`);
    }
  });

  it('names WhatsApp in the ways to reach the team only with a number configured', () => {
    for (const id of ['contact', 'support']) {
      const topic = chatTopics.find((t) => t.id === id)!;
      assert.ok(links(hindiChat.assistant.topic(topic, '919876543210')).includes('https://wa.me/919876543210'), id);
      assert.doesNotMatch(hindiChat.assistant.topic(topic, ''), /WhatsApp/, id);
    }
    for (const text of [hindiChat.fallback('919876543210'), hindiChat.assistant.unknown('919876543210')]) {
      assert.match(text, /मैं एक ऑटोमैटिक असिस्टेंट हूँ, यहाँ लाइव चैट में 24\/7/);
      assert.deepEqual(links(text), [`mailto:${SUPPORT_EMAIL}`, 'tel:+918047182290', 'https://wa.me/919876543210', '/hi/support', '/hi/demo']);
    }
    assert.doesNotMatch(hindiChat.fallback(''), /WhatsApp/);
    assert.deepEqual(links(hindiChat.assistant.complaint('')), ['mailto:support@clinicplatform.in', 'tel:+918047182290']);
  });

  it('greets in Hindi, saying it is automatic, and differs from the English greeting and fallback', () => {
    assert.match(hindiChat.greeting, /^नमस्ते! मैं ClinicPlatform का ऑटोमैटिक असिस्टेंट हूँ।/);
    assert.notEqual(hindiChat.greeting, chatGreeting);
    assert.notEqual(hindiChat.fallback(''), chatFallbackReply());
    for (const text of [hindiChat.assistant.thanks, hindiChat.assistant.bye, hindiChat.assistant.ok, ...Object.values(hindiChat.assistant.account)])
      assert.match(text, DEVANAGARI);
  });
});

describe('the assistant with Hindi questions', () => {
  it('answers a Hindi question its topic matches with that topic, on an English page too', () => {
    for (const [question, topic] of [
      ['kya WhatsApp reminder milta hai?', 'messaging'],
      ['GST bill bana sakte hain?', 'billing'],
      ['कीमत कितनी है?', 'pricing'],
      ['क्या व्हाट्सऐप रिमाइंडर मिलता है?', 'messaging'],
      ['मुफ़्त ट्रायल कैसे शुरू करें', 'trial'],
    ]) {
      const reply = answer(engine, question!);
      assert.deepEqual(reply.sources, [`topic:${topic}`], question);
      assert.equal(reply.text, chatTopics.find((t) => t.id === topic)!.reply, question);
    }
  });

  it('speaks Hindi with the Hindi copy: small talk, account tasks, "I don’t know", and a quoted passage marked as English', () => {
    const hindi = { copy: hindiChat.assistant, whatsappNumber: '919876543210' };
    assert.equal(answer(engine, 'dhanyavaad', hindi).text, hindiChat.assistant.thanks);
    assert.equal(answer(engine, 'धन्यवाद', hindi).text, hindiChat.assistant.thanks);
    assert.equal(answer(engine, 'ठीक है', hindi).text, hindiChat.assistant.ok);
    assert.equal(answer(engine, 'I forgot my password', hindi).text, hindiChat.assistant.account['/forgot-password']);
    assert.equal(answer(engine, 'बहुत बेकार सर्विस है', hindi).text, hindiChat.assistant.complaint('919876543210'));
    assert.equal(answer(engine, 'ghatiya service').kind, 'complaint');
    assert.equal(answer(engine, 'Do you integrate with Tally?', hindi).text, hindiChat.assistant.unknown('919876543210'));
    const passage = answer(engine, 'Which browser do I need?', hindi);
    assert.equal(passage.kind, 'passage');
    const [note, quoted, more] = passage.text.split('\n\n');
    assert.equal(note, 'यह जवाब हमारे हेल्प सेंटर के लेख से है, जो अभी अंग्रेज़ी में है:');
    assert.doesNotMatch(quoted!, DEVANAGARI);
    assert.match(more!, /^पूरा लेख \(अंग्रेज़ी में\): \[[^\]]+\]\(\/hi\/(?:help\/|handbook#)[a-z-]+\)/);
    // The English copy is unchanged.
    assert.match(answer(engine, 'Which browser do I need?').text, /\n\nRead more: \[/);
  });
});

describe('the Hindi chat content’s download', () => {
  it('is a chunk of its own, loaded by neither the chat nor the assistant in English, of at most 5 KB of brotli', async () => {
    const built = await buildWidgets({ write: false, sourcemap: false });
    const outputs = built.chunkMetafile.outputs;
    const hindi = entryChunk(outputs, 'protocol/locales/hi-IN/assistant.js');
    const english = new Set([
      ...staticClosure(outputs, entryChunk(outputs, 'widgets/elements/chat/chat.component.tsx')),
      ...staticClosure(outputs, entryChunk(outputs, 'widgets/assistant/load.ts')),
    ]);
    assert.ok(!english.has(hindi));
    const added = [...staticClosure(outputs, hindi)].filter((output) => !english.has(output));
    assert.deepEqual(added, [hindi]);
    const contents = (output: string) => built.files.find((f) => f.path === relative(layout, resolve(root, output)).split('\\').join('/'))!.contents;
    const size = brotliCompressSync(contents(hindi), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    assert.ok(size <= 5 * 1024, `${size} bytes of brotli`);
    // Its words are in no chunk an English chat loads (a chunk's text is UTF-8).
    const word = 'हमारे तीन'; // the pricing reply's first words
    const text = (output: string) => new TextDecoder().decode(contents(output));
    assert.ok(text(hindi).includes(word));
    for (const output of english) assert.ok(!text(output).includes(word), output);
  });
});
