/**
 * POST /api/assistant: the chat assistant's decision for a question, for any origin (the passages
 * are public), over what people ask of each page as well as the pages' own words, and what the
 * question means; the question is
 * checked like any text field, never logged, and limited per address.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { ASSISTANT_QUESTION_MAX, AssistantDecision } from '../../protocol/assistant.ts';
import { describeEachDatabase } from './helpers/databases.ts';
import { loggedServer } from './helpers/log-lines.ts';
import { rawGet } from './helpers/raw-http.ts';
import { startServer, TestClock, type TestServer } from './helpers/server.ts';

const STRANGER = 'https://partner-nobody-allowed.example';

describeEachDatabase('POST /api/assistant', (target) => {
  let server: TestServer;
  const lines = loggedServer(target, (started) => {
    server = started;
  });

  const ask = (json: unknown, headers?: Record<string, string>) => server.post('/api/assistant', json, headers);

  it('answers a how-to question with the passage that answers it, its quote and its related pages', async () => {
    const answer = await ask({ question: 'How do I connect Razorpay?' });
    assert.equal(answer.status, 200);
    const { decision } = answer.body;
    assert.ok(AssistantDecision.is(decision), JSON.stringify(decision));
    assert.equal(decision.kind, 'passage');
    assert.equal(decision.source.source, 'help:payment-gateways');
    assert.equal(decision.source.href, '/help/payment-gateways');
    assert.match(decision.quote, /Razorpay/);
    assert.ok(decision.related.length <= 2);
  });

  it('reaches a page through what people ask of it, in words the page does not use', async () => {
    // "owes" and "money" are not words of the financial reports page; its askers' are.
    const { decision } = (await ask({ question: 'who still owes us money' })).body;
    assert.equal(decision.kind, 'passage');
    assert.equal(decision.source.source, 'help:financial-reports');
  });

  it('answers a how-to question in Tamil or Bengali from the English passage, through the language’s search words', async () => {
    for (const question of ['அப்பாயிண்ட்மென்ட்டை எப்படி ரத்து செய்வது?', 'অ্যাপয়েন্টমেন্ট কীভাবে বাতিল করব?']) {
      const { decision } = (await ask({ question })).body;
      assert.equal(decision.kind, 'passage', question);
      assert.equal(decision.source.source, 'handbook:managing-cancellations', question);
    }
    // Sending reminders on WhatsApp is answered by two pages alike: the visitor is asked which, as in English.
    for (const question of ['வாட்ஸ்அப்பில் ரிமைண்டர் எப்படி அனுப்புவது?', 'হোয়াটসঅ্যাপে রিমাইন্ডার কীভাবে পাঠাব?', 'how do I send reminders on whatsapp']) {
      const { decision } = (await ask({ question })).body;
      assert.equal(decision.kind, 'clarify', question);
      assert.deepEqual(
        decision.choices.map((choice: { source: string }) => choice.source).sort(),
        ['handbook:automated-reminders', 'help:whatsapp-integration'],
        question,
      );
    }
  });

  it('answers with the topic a chat’s own language found, unless the question asks how to do what a passage answers', async () => {
    assert.deepEqual((await ask({ question: 'விலை என்ன?', topic: 'pricing' })).body.decision, { kind: 'topic', topic: 'pricing', related: [] });
    const howTo = (await ask({ question: 'வாட்ஸ்அப் பிசினஸ் எப்படி இணைப்பது?', topic: 'messaging' })).body.decision;
    assert.equal(howTo.kind, 'passage');
    assert.equal(howTo.source.source, 'help:whatsapp-integration');
    // A topic the assistant does not have, or the greeting, is not taken on the chat's word.
    assert.deepEqual((await ask({ question: 'விலை என்ன?', topic: 'no-such-topic' })).body.decision, { kind: 'unknown' });
    assert.deepEqual((await ask({ question: 'விலை என்ன?', topic: 'greeting' })).body.decision, { kind: 'unknown' });
  });

  it('says it does not know, and answers greetings, account tasks, topics and clarifying picks', async () => {
    assert.deepEqual((await ask({ question: 'asdfgh qwerty' })).body.decision, { kind: 'unknown' });
    assert.deepEqual((await ask({ question: 'Hello' })).body.decision, { kind: 'greeting' });
    assert.deepEqual((await ask({ question: 'I forgot my password' })).body.decision, { kind: 'account', page: '/forgot-password' });
    // A topic's reply links the page the classifier finds likely beside it.
    assert.deepEqual((await ask({ question: 'How much does the Pro plan cost?' })).body.decision, {
      kind: 'topic',
      topic: 'pricing',
      related: [{ source: 'help:managing-subscription-billing', title: 'Managing Your Subscription and Billing', href: '/help/managing-subscription-billing' }],
    });
    // Only a page at least 20% likely: asked for a person, the contact page, not the one on connecting the clinic's WhatsApp (11%).
    const human = (await ask({ question: 'I want to talk to a human' })).body.decision;
    assert.deepEqual(
      [human.kind, human.topic, human.related.map((link: { source: string }) => link.source)],
      ['topic', 'contact', ['handbook:contact-support']],
    );
    const picked = (await ask({ question: 'whatsapp campaign', choice: 'help:whatsapp-integration' })).body.decision;
    assert.equal(picked.source.source, 'help:whatsapp-integration');
    const followUp = (await ask({ question: 'and on whatsapp?', previous: 'how do reminders work' })).body.decision;
    assert.equal(followUp.kind, 'passage');
  });

  it('answers any origin, preflight and all, with no credentials', async () => {
    const preflight = await server.request('OPTIONS', '/api/assistant', {
      headers: { origin: STRANGER, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), '*');
    assert.match(preflight.headers.get('access-control-allow-methods') ?? '', /POST/);
    assert.match(preflight.headers.get('access-control-allow-headers') ?? '', /content-type/i);
    const answer = await ask({ question: 'How do I connect Razorpay?' }, { origin: STRANGER });
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('access-control-allow-origin'), '*');
    assert.equal(answer.headers.get('access-control-allow-credentials'), null);
    assert.equal(answer.headers.get('cache-control'), 'no-store');
    // The other calls stay refused to that origin.
    assert.equal((await rawGet(server.url, '/api/health', { origin: STRANGER })).status, 403);
  });

  it('refuses a question that is empty, too long, not text, or holds control characters, with 400 and the field', async () => {
    const bad: unknown[] = [
      {},
      { question: '' },
      { question: '   ' },
      { question: 'x'.repeat(ASSISTANT_QUESTION_MAX + 1) },
      { question: 42 },
      { question: ['how'] },
      { question: 'how do I\u0000 export' },
      { question: 'line\u2028separator' },
      { question: 'ok', previous: 'y'.repeat(ASSISTANT_QUESTION_MAX + 1) },
      { question: 'ok', choice: 'javascript:alert(1)' },
      { question: 'ok', choice: 'help:../../etc/passwd' },
      { question: 'ok', choice: 'topic:pricing' },
      { question: 'ok', topic: 'Pricing!' },
      { question: 'ok', topic: '../pricing' },
      { question: 'ok', topic: 'x'.repeat(61) },
      { question: 'ok', topic: 7 },
    ];
    for (const json of bad) {
      const answer = await ask(json);
      assert.equal(answer.status, 400, JSON.stringify(json).slice(0, 80));
      assert.ok(answer.body.fields, JSON.stringify(answer.body));
    }
    for (const body of ['not json', '{"question":', 'null', '[]']) {
      const answer = await server.request('POST', '/api/assistant', { body, headers: { 'content-type': 'application/json' } });
      assert.ok(answer.status === 400, `${body}: ${answer.status}`);
      assert.doesNotMatch(answer.text, /at \w+ \(|node_modules/);
    }
    assert.equal(
      (await server.request('POST', '/api/assistant', { body: 'question=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status,
      415,
    );
  });

  it('answers a question made of anything a visitor can type (scripts, emoji, markup) without a 5xx', async () => {
    for (const question of [
      '<script>alert(1)</script>',
      '[x](javascript:alert(1))',
      '😀😀😀',
      'अपॉइंटमेंट कैसे रद्द करें',
      '%2e%2e/%00',
      '\\u0000',
      'a'.repeat(ASSISTANT_QUESTION_MAX),
    ]) {
      const answer = await ask({ question });
      assert.equal(answer.status, 200, question);
      assert.ok(AssistantDecision.is(answer.body.decision), question);
    }
  });

  it('weighs what a question means, not only its words: one sharing no word with the troubleshooting page reaches it', async () => {
    // By its words alone this question gets "I don't know"; its meaning is the troubleshooting page's.
    const { decision } = (await ask({ question: 'the app will not let me attach the scan, it just spins' })).body;
    assert.equal(decision.kind, 'passage', JSON.stringify(decision));
    assert.equal(decision.source.source, 'handbook:common-issues');
    // Many at once each get their own meaning's answer.
    const questions = ['the app will not let me attach the scan, it just spins', 'who won the cricket match yesterday', 'How do I connect Razorpay?'];
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => ask({ question: questions[i % 3] })));
    for (const [i, answer] of answers.entries()) {
      const expected = ['handbook:common-issues', undefined, 'help:payment-gateways'][i % 3];
      assert.equal(answer.body.decision.source?.source, expected, questions[i % 3]);
    }
  });

  it('says it does not know to a question no page answers, though it shares words with a page or names a company topic', async () => {
    for (const question of ['who won the cricket match yesterday', 'what is the price of botox in delhi', 'can you design my clinic logo']) {
      const answer = await ask({ question });
      assert.equal(answer.status, 200, question);
      assert.deepEqual(answer.body.decision, { kind: 'unknown' }, question);
    }
  });

  it('answers 429 with Retry-After past the limit per address, and again once the minute has passed', async () => {
    // A day on, so the counts of this database's earlier questions (PostgreSQL keeps them) have expired.
    const clock = new TestClock();
    clock.advance(24 * 60 * 60_000);
    const limited = await startServer(target(), { clock, rateLimits: { assistant: { ip: { max: 3, timeWindow: 60_000 } } } });
    try {
      const question = { question: 'how do I add clients' };
      for (let i = 0; i < 3; i++) assert.equal((await limited.post('/api/assistant', question)).status, 200);
      const refused = await limited.post('/api/assistant', question);
      assert.equal(refused.status, 429);
      assert.ok(Number(refused.headers.get('retry-after')) > 0);
      limited.clock.advance(61_000);
      assert.equal((await limited.post('/api/assistant', question)).status, 200);
    } finally {
      await limited.close();
    }
  });

  it('never writes the question to the log', async () => {
    const secret = 'patient Meera Iyer root canal invoice export';
    await ask({ question: secret });
    await ask({ question: 'x'.repeat(ASSISTANT_QUESTION_MAX + 1), previous: secret });
    assert.ok(lines.length > 0, 'the server logs requests');
    assert.ok(!JSON.stringify(lines).includes('Meera'), 'the question reached the log');
  });
});
