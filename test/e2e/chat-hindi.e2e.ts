/**
 * The chat assistant in Hindi against the real server and build: on a Hindi page it greets and
 * answers a topic in Hindi, with the Hindi content's chunk and without the assistant's passages;
 * on an English page a Hindi question is answered in English and the Hindi chunk is never
 * requested; a tab greeted on an English page is greeted in Hindi on the Hindi page it opens next.
 * On a Tamil page a how-to question in Tamil reaches the English passage through the answer endpoint.
 */
import { expect, test, type Page } from '@playwright/test';
import { chunkOf } from '../support/chunks.ts';

const HINDI_CONTENT = chunkOf('protocol/locales/hi-IN/assistant.js');

/** The addresses the page requests from now on. */
function requests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => seen.push(request.url()));
  return seen;
}

async function openChat(page: Page, launcher: string) {
  await page.locator('clinic-chat').getByRole('button', { name: launcher }).click();
  await expect(page.locator('clinic-chat').getByRole('dialog')).toBeVisible();
}

async function ask(page: Page, box: string, question: string) {
  const chat = page.locator('clinic-chat');
  const count = await chat.locator('.message.bot').count();
  await chat.getByRole('textbox', { name: box }).fill(question);
  await chat.getByRole('textbox', { name: box }).press('Enter');
  await expect(chat.locator('.message.bot')).toHaveCount(count + 1, { timeout: 10_000 });
  return chat.locator('.message.bot').last();
}

test('on a Hindi page the chat greets and answers in Hindi, from the topics before any passage', async ({ page }) => {
  const seen = requests(page);
  await page.goto('/hi/pricing');
  await openChat(page, 'हमसे चैट करें');
  const chat = page.locator('clinic-chat');
  await expect(chat.locator('.message.bot').first()).toContainText('नमस्ते! मैं ClinicPlatform का ऑटोमैटिक असिस्टेंट हूँ।');
  const price = await ask(page, 'आपका संदेश', 'कीमत कितनी है?');
  await expect(price).toContainText('हमारे तीन प्लान हैं। Basic ₹3,000 महीना');
  await expect(price.getByRole('group', { name: 'क्या यह मददगार था?' })).toBeVisible();
  await expect(await ask(page, 'आपका संदेश', 'kya WhatsApp reminder milta hai?')).toContainText('आप क्लाइंट को SMS, ईमेल और WhatsApp से मैसेज भेज सकते हैं');
  expect(seen.filter((url) => url.endsWith(`/${HINDI_CONTENT}`))).toHaveLength(1);
  expect(seen.filter((url) => url.endsWith('/assets/assistant-index.json'))).toEqual([]);
  const passage = await ask(page, 'आपका संदेश', 'Which browser do I need?');
  await expect(passage).toContainText('यह जवाब हमारे हेल्प सेंटर के लेख से है, जो अभी अंग्रेज़ी में है:');
});

test('on an English page a Hindi question gets the English answer and the Hindi content is never requested', async ({ page }) => {
  const seen = requests(page);
  await page.goto('/pricing');
  await openChat(page, 'Chat with us');
  await expect(await ask(page, 'Your message', 'कीमत कितनी है?')).toContainText('We have three plans');
  await expect(await ask(page, 'Your message', 'GST bill bana sakte hain?')).toContainText('Billing is GST-compliant');
  expect(seen.filter((url) => url.includes(HINDI_CONTENT))).toEqual([]);
});

test('a tab greeted on an English page is greeted in Hindi on the Hindi page it opens next', async ({ page }) => {
  await page.goto('/pricing');
  await openChat(page, 'Chat with us');
  await expect(page.locator('clinic-chat .message.bot').first()).toContainText("Namaste! I'm ClinicPlatform's automatic assistant.");
  await page.goto('/hi/pricing');
  // The chat was left open, so it opens again, greeting in the page's language.
  await expect(page.locator('clinic-chat').getByRole('dialog')).toBeVisible();
  await expect(page.locator('clinic-chat .message.bot')).toHaveCount(1);
  await expect(page.locator('clinic-chat .message.bot').first()).toContainText('नमस्ते! मैं ClinicPlatform का ऑटोमैटिक असिस्टेंट हूँ।');
});

test('on a Tamil page a how-to question in Tamil gets the English passage under a Tamil line, linking the Tamil page; a price question the Tamil topic', async ({
  page,
}) => {
  const asked: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/assistant') && request.method() === 'POST') asked.push(JSON.parse(request.postData() ?? '{}'));
  });
  await page.goto('/ta/pricing');
  await openChat(page, 'எங்களுடன் அரட்டை');
  // The Tamil greeting comes with the Tamil chunk: the questions are asked once it is there.
  await expect(page.locator('clinic-chat').locator('.message.bot').first()).toContainText('வணக்கம்!');
  const reply = await ask(page, 'உங்கள் செய்தி', 'வாட்ஸ்அப் பிசினஸ் எப்படி இணைப்பது?');
  await expect(reply).toContainText('இந்தப் பதில் எங்கள் உதவி மையக் கட்டுரையிலிருந்து எடுக்கப்பட்டது');
  await expect(reply).toContainText(/whatsapp/i);
  const source = reply.locator('a[href*="/help/"], a[href*="/handbook"]').first();
  await expect(source).toHaveAttribute('href', /\/ta\/(?:help\/|handbook#)/);
  expect(asked.at(-1)).toMatchObject({ question: 'வாட்ஸ்அப் பிசினஸ் எப்படி இணைப்பது?', topic: 'messaging' });
  const price = await ask(page, 'உங்கள் செய்தி', 'மாதக் கட்டணம் எவ்வளவு?');
  await expect(price).toContainText('Basic');
  await expect(price).not.toContainText('இந்தப் பதில் எங்கள் உதவி மையக் கட்டுரையிலிருந்து');
  expect(asked.at(-1)).toMatchObject({ topic: 'pricing' });
});
