/**
 * The chat is an automatic assistant: no copy on the site may say a person answers it, and the
 * assistant says what it is where it offers the channels.
 */
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { helpPages } from '../../pages/help/build-help-pages.ts';
import { chatFallback, chatFallbackReply, chatGreeting, chatTopics } from '../../widgets/content/chat-topics.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const PERSON_CLAIM =
  /talk to a person|speak (?:to|with) a person|live chat with a (?:person|human)|team is on (?:live )?chat|brings in our team|our team answers by live chat|chat with (?:a|our) (?:person|human|agent)/i;

async function sources(dir: string): Promise<string[]> {
  const entries = await readdir(join(root, dir), { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && /\.(html|tsx?|json)$/.test(e.name)).map((e) => join(e.parentPath, e.name));
}

describe('copy about the chat assistant', () => {
  it('never says a person answers the chat, in any page, content module or generated help page', async () => {
    // What people ask of each page (the visitors' own questions, searched and never shown) may ask for a person.
    const asked = ['asks.ts', 'wider-asks.ts'].map((file) => join(root, 'widgets/content/help', file));
    const files = [...(await sources('pages')), ...(await sources('widgets'))].filter((file) => !asked.includes(file));
    assert.ok(files.length > 100, 'the pages and the widgets are read');
    for (const file of files) {
      const match = PERSON_CLAIM.exec(await readFile(file, 'utf8'));
      assert.equal(match, null, `${file.slice(root.length)} says "${match?.[0]}"`);
    }
    for (const page of helpPages()) assert.doesNotMatch(page.body, PERSON_CLAIM, page.meta.path);
    for (const text of [chatGreeting, chatFallback, ...chatTopics.map((t) => t.reply)]) assert.doesNotMatch(text, PERSON_CLAIM);
  });

  it('says the assistant is automatic in its greeting and wherever it lists the channels', () => {
    assert.match(chatGreeting, /automatic assistant/);
    assert.match(chatFallback, /I'm an automatic assistant, here in live chat 24\/7/);
    assert.match(chatTopics.find((t) => t.id === 'support')!.reply, /chat assistant answers automatically/);
    // The fallback keeps every channel: e-mail, phone, live chat (this chat), the demo page.
    for (const channel of ['mailto:support@clinicplatform.in', 'tel:+918047182290', 'live chat', '(/demo)']) assert.ok(chatFallback.includes(channel), channel);
    assert.match(chatFallbackReply({ whatsappNumber: '919876543210' }), /\[WhatsApp\]\(https:\/\/wa\.me\/919876543210\)/);
  });
});
