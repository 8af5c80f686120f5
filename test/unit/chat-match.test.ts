/**
 * The chat's matching rule at its exact thresholds: a topic may answer when more than one of its
 * keywords matches, or one matching keyword is longer than 3 characters; whole words only; the best
 * match wins; greetings are answered as greetings.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { matchScore, matchTopic, matchingKeywords, normalise, onlyGreets, topicAnswers } from '../../widgets/elements/chat/match.ts';
import { chatTopics } from '../../widgets/content/chat-topics.ts';
import type { ChatTopic } from '../../widgets/content/types.ts';

const topic = (id: string) => chatTopics.find((t) => t.id === id)!;
const answer = (message: string) => matchTopic(message)?.id ?? 'fallback';

describe('chat matching', () => {
  it('normalises to lower-case letters and digits with single spaces', () => {
    assert.equal(normalise('  What is the PRICE?!  Multi-location, no-show…  '), 'what is the price multi location no show');
  });

  it('one matching keyword of 3 characters gives no reply from that topic: the fallback answers', () => {
    assert.deepEqual(matchingKeywords('gst', topic('billing')), ['gst']);
    assert.equal(topicAnswers('gst', topic('billing')), false);
    assert.equal(answer('gst'), 'fallback');
    assert.equal(answer('And the FEE?'), 'fallback');
    assert.equal(answer('api'), 'fallback');
  });

  it('one matching keyword of 4 characters is a reply', () => {
    assert.equal(answer('cost'), 'pricing');
    assert.equal(answer('Bulk?'), 'messaging');
    assert.equal(answer('cash'), 'billing');
  });

  it('two matching keywords of 3 characters or fewer are a reply', () => {
    assert.deepEqual(matchingKeywords('gst and upi', topic('billing')), ['gst', 'upi']);
    assert.equal(answer('gst and upi'), 'billing');
    assert.equal(answer('inr fee'), 'pricing');
    assert.equal(answer('jpg or png'), 'photos');
    assert.equal(answer('hi hey'), 'greeting');
  });

  it('matches whole words only: gst is not found inside gstin, nor api inside capabilities', () => {
    assert.deepEqual(matchingKeywords('my gstin number', topic('billing')), ['gstin']);
    assert.deepEqual(matchingKeywords('capabilities', topic('integrations')), []);
    assert.deepEqual(matchingKeywords('pricingplan', topic('pricing')), []);
  });

  it('lets a message word carry a plural s or es', () => {
    assert.equal(answer('What are your prices?'), 'pricing');
    assert.deepEqual(matchingKeywords('two calendars', topic('scheduling')), ['calendar']);
    assert.deepEqual(matchingKeywords('fees', topic('pricing')), ['fee', 'fees']);
    assert.deepEqual(matchingKeywords('gstins', topic('billing')), ['gstin']);
    assert.equal(answer('his'), 'fallback');
  });

  it('matches multi-word keywords as whole phrases, across punctuation and hyphens', () => {
    assert.deepEqual(matchingKeywords('Is there a FREE-trial?', topic('trial')), ['trial', 'free trial', 'free']);
    assert.deepEqual(matchingKeywords('do you do multi location?', topic('multi-location')), ['multi-location', 'multi location']);
    assert.deepEqual(matchingKeywords('trial free', topic('trial')), ['trial', 'free']);
  });

  it('counts a keyword once however often it appears', () => {
    const only: ChatTopic = { id: 'only', keywords: ['sms', 'inr'], reply: 'x' };
    assert.equal(topicAnswers('sms sms sms', only), false);
    assert.equal(topicAnswers('sms inr', only), true);
  });

  it('takes the topic with the best match, not the first that answers', () => {
    assert.equal(answer('Do you support WhatsApp?'), 'messaging');
    assert.equal(answer('What about API access?'), 'integrations');
    assert.equal(answer('Do you support multi-location clinics?'), 'multi-location');
    assert.equal(answer('Tell me about your reports'), 'analytics');
    assert.equal(answer('What about security?'), 'security');
    assert.ok(matchScore('What about API access?', topic('integrations')) > matchScore('What about API access?', topic('about')));
    // A keyword and its plural name one word: 'reminder' and 'reminders' count once.
    assert.equal(matchScore('reminders', topic('scheduling')), 1);
    // A tie keeps the content order: billing comes before integrations.
    assert.equal(answer('Do you integrate with Razorpay?'), 'billing');
  });

  const phrasings: Array<[string, string]> = [
    ['How much does it cost?', 'pricing'],
    ['What are your prices?', 'pricing'],
    ['How much is the Pro plan per month?', 'pricing'],
    ['Is GST included?', 'gst-pricing'],
    ['is gst included in the price', 'gst-pricing'],
    ['Are prices inclusive of GST?', 'gst-pricing'],
    ['Does the price include GST?', 'gst-pricing'],
    ['Is it plus GST?', 'gst-pricing'],
    ['Do you make GST invoices?', 'billing'],
    ['Can patients pay by UPI or cash?', 'billing'],
    ['Do you support WhatsApp?', 'messaging'],
    ['Can I run a WhatsApp campaign?', 'messaging'],
    ['Can I send appointment reminders?', 'scheduling'],
    ['Do you send WhatsApp reminders?', 'messaging'],
    ['What about API access?', 'integrations'],
    ['Do you have a REST API?', 'integrations'],
    ['Which integrations are available?', 'integrations'],
    ['Is there a free trial?', 'trial'],
    ['Do I need a credit card to sign up?', 'trial'],
    ['Is my patient data secure?', 'security'],
    ['Are you HIPAA compliant?', 'security'],
    ['I need help with an error', 'support'],
    ['How do I import my clients from Excel?', 'onboarding'],
    ['How long does setup take?', 'onboarding'],
    ['Can I manage multiple branches?', 'multi-location'],
    ['Can I upload before and after photos?', 'photos'],
    ['Show me your analytics dashboard', 'analytics'],
    ['Can I talk to sales?', 'contact'],
    ['Who are you?', 'about'],
    ['What features do you have?', 'features'],
    ['hello, how much does it cost?', 'pricing'],
    ['hi, is there a free trial?', 'trial'],
    ['hey, do you support WhatsApp?', 'messaging'],
  ];
  for (const [message, expected] of phrasings) {
    it(`answers "${message}" with ${expected}`, () => {
      assert.equal(answer(message), expected);
    });
  }

  it('answers greetings as greetings, however short', () => {
    for (const message of ['hi', 'Hi!', 'hey', 'hey there', 'Hello', 'hii', 'Namaste ji', 'Good morning!', 'hi team', 'hello hello', 'hi hey']) {
      assert.equal(answer(message), 'greeting', message);
    }
    assert.equal(onlyGreets('hi there', topic('greeting')), true);
    assert.equal(onlyGreets('hi, what do you cost', topic('greeting')), false);
    // Greeting words inside other words are no greeting.
    assert.equal(answer('this'), 'fallback');
    assert.equal(answer('hiking'), 'fallback');
  });

  it('answers nothing for text without any keyword', () => {
    assert.equal(matchTopic('qwerty uiop'), null);
    assert.equal(matchTopic(''), null);
  });

  it('reaches every one of the seventeen topics with some message', () => {
    assert.equal(chatTopics.length, 17);
    for (const t of chatTopics) {
      const reaching = t.keywords.find((keyword) => matchTopic(keyword)?.id === t.id);
      assert.ok(reaching, `no keyword of ${t.id} reaches it on its own`);
    }
  });
});
