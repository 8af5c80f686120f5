/**
 * The chat's matching rule of SPEC §9, at its exact thresholds: a topic answers when more than one
 * of its keywords matches, or one matching keyword is longer than 3 characters; whole words only.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { matchTopic, matchingKeywords, normalise, topicAnswers } from '../../widgets/chat/match.ts';
import { chatTopics } from '../../widgets/content/chat-topics.ts';
import type { ChatTopic } from '../../widgets/content/types.ts';

const topic = (id: string) => chatTopics.find((t) => t.id === id)!;
const answer = (message: string) => matchTopic(message)?.id ?? 'fallback';

describe('chat matching (SPEC §9)', () => {
  it('normalises to lower-case letters and digits with single spaces', () => {
    assert.equal(normalise('  What is the PRICE?!  Multi-location, no-show…  '), 'what is the price multi location no show');
  });

  it('one matching keyword of 3 characters gives no reply from that topic: the fallback answers', () => {
    assert.deepEqual(matchingKeywords('gst', topic('billing')), ['gst']);
    assert.equal(topicAnswers('gst', topic('billing')), false);
    assert.equal(answer('gst'), 'fallback');
    assert.equal(answer('And the FEE?'), 'fallback');
    assert.equal(answer('hi'), 'fallback');
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

  it('takes the first topic that answers, in the content order', () => {
    assert.equal(answer('hello, how much does it cost?'), 'pricing');
    assert.equal(answer('hello'), 'greeting');
  });

  it('answers nothing for text without any keyword', () => {
    assert.equal(matchTopic('qwerty uiop'), null);
    assert.equal(matchTopic(''), null);
  });

  it('reaches every one of the sixteen topics with some message', () => {
    assert.equal(chatTopics.length, 16);
    for (const t of chatTopics) {
      const reaching = t.keywords.find((keyword) => matchTopic(keyword)?.id === t.id);
      assert.ok(reaching, `no keyword of ${t.id} reaches it on its own`);
    }
  });
});
