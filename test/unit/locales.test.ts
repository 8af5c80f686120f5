/**
 * The language folders: English is the reference, and the compiler refuses a folder that lacks a
 * key English has, has one it lacks, holds a value that is not text, breaks a placeholder or is not
 * ICU MessageFormat. A new folder is a new language everywhere the lists are read.
 */
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { after, describe, it } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compileLocales, localeProblems } from '../../scripts/compile-locales.ts';
import { LOCALES_DIR, readLocales } from '../../scripts/locales.ts';
import { addPunjabi } from '../support/tenth-language.ts';
import { entryChunk, staticClosure } from '../support/chunks.ts';
import { layout, root } from '../../scripts/build-options.ts';
import { buildWidgets } from '../../scripts/widgets.ts';

// Inside the repository, so the compiled modules find their runtime in node_modules.
const cache = fileURLToPath(new URL('../../.cache/', import.meta.url));
mkdirSync(cache, { recursive: true });
const scratch = mkdtempSync(join(cache, 'locales-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

/** A copy of locales/ to spoil, with `hi-IN`'s `file` changed by `change`. */
function spoiled(name: string, file: string, change: (catalog: Record<string, Record<string, unknown>>) => void): string {
  const root = join(scratch, name);
  cpSync(LOCALES_DIR, root, { recursive: true });
  const path = join(root, 'hi-IN', file);
  const catalog = JSON.parse(readFileSync(path, 'utf8')) as Record<string, Record<string, unknown>>;
  change(catalog);
  writeFileSync(path, JSON.stringify(catalog));
  return root;
}

describe('language folders', () => {
  it('all agree with English', () => {
    assert.deepEqual(localeProblems(), []);
  });

  it('each say, in REVIEW.md, who reviewed the language and what is open for a native reviewer', () => {
    for (const locale of readLocales()) {
      const review = readFileSync(join(locale.dir, 'REVIEW.md'), 'utf8');
      assert.match(review, /^## Who reviewed it$/m, locale.tag);
      assert.match(review, /^## Open questions/m, locale.tag);
    }
  });

  it('refuse a missing key, a key English lacks, a value that is not text, a broken placeholder and bad ICU', () => {
    const cases: [string, string, (catalog: Record<string, Record<string, unknown>>) => void, RegExp][] = [
      ['missing', 'elements.json', (c) => delete c.signIn!.submit, /hi-IN\/elements\.json: "signIn\.submit" is missing/],
      ['extra', 'elements.json', (c) => (c.signIn!.sbumit = 'x'), /"signIn\.sbumit" is not a key of English/],
      ['number', 'api.json', (c) => (c.errors!.NOT_FOUND = 404), /"errors\.NOT_FOUND" must be a string/],
      [
        'placeholder',
        'api.json',
        (c) => (c.validation!.tooLong = 'अधिकतम {maximum} अक्षर'),
        /"validation\.tooLong" has placeholders \{maximum\} where English has \{max\}/,
      ],
      ['syntax', 'mail.json', (c) => ((c as Record<string, unknown>).greeting = 'नमस्ते {name'), /"greeting" is not valid ICU MessageFormat/],
    ];
    for (const [name, file, change, expected] of cases) {
      const problems = localeProblems(spoiled(name, file, change));
      assert.equal(problems.length, 1, `${name}: ${problems.join('; ')}`);
      assert.match(problems[0]!, expected);
      assert.throws(() => compileLocales(join(scratch, name), join(scratch, `${name}-out`)), expected);
    }
  });

  it('may each carry words of every chat (every-chat.json), optional in whole and in part, each topic one of English', async () => {
    // Without the file, a folder lacks nothing; its words leave the compiled list.
    const without = join(scratch, 'every-chat-none');
    cpSync(LOCALES_DIR, without, { recursive: true });
    rmSync(join(without, 'hi-IN', 'every-chat.json'));
    assert.deepEqual(localeProblems(without), []);
    compileLocales(without, join(scratch, 'every-chat-none-out'));
    const none = await import(pathToFileURL(join(scratch, 'every-chat-none-out', 'every-chat.js')).href);
    assert.equal(none.EVERY_CHAT_KEYWORDS.pricing, undefined);
    assert.ok(none.EVERY_CHAT_COMMON.includes('about') && !none.EVERY_CHAT_COMMON.includes('kitna'));
    const cases: [string, (words: Record<string, Record<string, unknown>>) => void, RegExp][] = [
      ['every-chat-topic', (w) => (w.keywords!.prising = ['kimat']), /hi-IN\/every-chat\.json: "keywords\.prising" is not a topic of English/],
      [
        'every-chat-section',
        (w) => ((w as Record<string, unknown>).stopwords = ['kya']),
        /"stopwords" is not a section \(keywords, common, greetingCompanions, filler, alsoEnglish, thanks, bye, ok, complaint; each optional\)/,
      ],
      ['every-chat-list', (w) => (w.keywords!.pricing = 'kimat, keemat'), /"keywords\.pricing" must be a list of words/],
      ['every-chat-empty', (w) => ((w as Record<string, unknown>).common = []), /"common" has no word/],
      // The words of small talk, complaints and filler are lists of words like any other section.
      ['every-chat-thanks', (w) => ((w as Record<string, unknown>).thanks = 'dhanyavaad'), /hi-IN\/every-chat\.json: "thanks" must be a list of words/],
      ['every-chat-bye', (w) => ((w as Record<string, unknown>).bye = { alvida: true }), /"bye" must be a list of words/],
      ['every-chat-ok', (w) => ((w as Record<string, unknown>).ok = ['theek hai', '']), /"ok" must be a list of words/],
      ['every-chat-complaint', (w) => ((w as Record<string, unknown>).complaint = []), /"complaint" has no word/],
      ['every-chat-filler', (w) => ((w as Record<string, unknown>).filler = ['kya', 3]), /"filler" must be a list of words/],
      // An English word among the filler must be one of the filler.
      [
        'every-chat-also-english',
        (w) => (w as unknown as Record<string, string[]>).alsoEnglish!.push('karen2'),
        /"alsoEnglish" lists "karen2", which "filler" does not/,
      ],
    ];
    for (const [name, change, expected] of cases) {
      const problems = localeProblems(spoiled(name, 'every-chat.json', change));
      assert.equal(problems.length, 1, `${name}: ${problems.join('; ')}`);
      assert.match(problems[0]!, expected);
    }
    // A topic a folder leaves out lacks nothing either.
    assert.deepEqual(localeProblems(spoiled('every-chat-part', 'every-chat.json', (w) => delete w.keywords!.photos)), []);
    // Nor do the kinds of message: without Hindi's, its words of thanks and its filler leave the compiled lists.
    assert.ok(none.EVERY_CHAT_KINDS.thanks.includes('நன்றி') && !none.EVERY_CHAT_KINDS.thanks.includes('dhanyavaad'));
    assert.deepEqual(none.EVERY_CHAT_FILLER, []);
    assert.equal(none.EVERY_CHAT_SCRIPT, null);
  });

  it('refuse a folder not named by a tag, or without language.json', () => {
    const root = join(scratch, 'names');
    cpSync(LOCALES_DIR, root, { recursive: true });
    cpSync(join(root, 'hi-IN'), join(root, 'hindi'), { recursive: true });
    assert.throws(() => readLocales(root), /locales\/hindi: a language folder is named by its tag/);
    rmSync(join(root, 'hindi'), { recursive: true });
    rmSync(join(root, 'ta-IN', 'language.json'));
    assert.throws(() => readLocales(root), /locales\/ta-IN: language\.json is missing/);
  });

  it('make a tenth language of one more folder: its catalogs, the language list and the loaders', async () => {
    const root = join(scratch, 'tenth');
    cpSync(LOCALES_DIR, root, { recursive: true });
    addPunjabi(root);
    const out = join(scratch, 'tenth-out');
    const locales = compileLocales(root, out);
    assert.equal(locales.at(-1)!.tag, 'pa-IN');
    const languages = await import(pathToFileURL(join(out, 'languages.js')).href);
    assert.equal(languages.LANGUAGES.at(-1), 'pa-IN');
    assert.equal(languages.LANGUAGE_NAMES['pa-IN'], 'ਪੰਜਾਬੀ');
    assert.equal(languages.LANGUAGE_PATHS['pa-IN'], 'pa');
    const catalogs = readFileSync(join(out, 'catalogs.js'), 'utf8');
    assert.match(catalogs, /"pa-IN": \(\) => import\('\.\/pa-IN\/elements\.js'\)/);
    const elements = (await import(pathToFileURL(join(out, 'pa-IN', 'elements.js')).href)).default;
    assert.equal(elements.signIn.submit, 'ਸਾਈਨ ਇਨ ਕਰੋ');
    assert.match(elements.validation.tooLong({ max: 200 }), /200/);
    // Its words of every chat, when it gives some, join every other folder's.
    writeFileSync(join(root, 'pa-IN', 'every-chat.json'), JSON.stringify({ keywords: { pricing: ['keemat', 'ਕੀਮਤ'] } }));
    compileLocales(root, join(scratch, 'tenth-every-chat'));
    const everyChat = readFileSync(join(scratch, 'tenth-every-chat', 'every-chat.js'), 'utf8');
    assert.match(everyChat, /"pricing":\["kimat",[^\]]*"ਕੀਮਤ"\]/);
  });

  it('write numbers in Latin digits with lakh grouping in every language, with the language’s own plural rules', async () => {
    const root = join(scratch, 'numbers');
    cpSync(LOCALES_DIR, root, { recursive: true });
    const english = JSON.parse(readFileSync(join(root, 'en-IN', 'mail.json'), 'utf8'));
    english.greeting = 'Hello {name}, {n, plural, one {# day} other {# days}} left of {total, number}';
    writeFileSync(join(root, 'en-IN', 'mail.json'), JSON.stringify(english));
    for (const locale of readLocales(root).slice(1)) {
      const path = join(locale.dir, 'mail.json');
      const own = JSON.parse(readFileSync(path, 'utf8'));
      own.greeting = `${locale.tag} {name} {n, plural, one {# one} other {# other}} {total, number}`;
      writeFileSync(path, JSON.stringify(own));
    }
    const out = join(scratch, 'numbers-out');
    compileLocales(root, out);
    const { MAIL_MESSAGES } = await import(pathToFileURL(join(out, 'server.js')).href);
    assert.equal(MAIL_MESSAGES['en-IN'].greeting({ name: 'Asha', n: 1, total: 500000 }), 'Hello Asha, 1 day left of 5,00,000');
    for (const tag of ['kn-IN', 'bn-IN', 'mr-IN', 'ta-IN']) {
      assert.equal(MAIL_MESSAGES[tag].greeting({ name: 'A', n: 100000, total: 500000 }), `${tag} A 1,00,000 other 5,00,000`, tag);
    }
    // Hindi counts 0 and 1 as one; English counts only 1.
    assert.equal(MAIL_MESSAGES['hi-IN'].greeting({ name: 'A', n: 0, total: 1 }), 'hi-IN A 0 one 1');
    assert.equal(MAIL_MESSAGES['en-IN'].greeting({ name: 'A', n: 0, total: 1 }), 'Hello A, 0 days left of 1');
  });
});

describe("each language's element catalog download", () => {
  it('is at most 8 KB of brotli (the interface and the API’s messages), fetched only by pages in that language', async () => {
    const built = await buildWidgets({ write: false, sourcemap: false });
    const outputs = built.chunkMetafile.outputs;
    const contents = (output: string) => built.files.find((f) => f.path === relative(layout, resolve(root, output)).split('\\').join('/'))!.contents;
    const brotli = (output: string) => brotliCompressSync(contents(output), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    const script = staticClosure(outputs, entryChunk(outputs, 'widgets/i18n/load.ts'));
    for (const locale of readLocales().slice(1)) {
      const chunks = [entryChunk(outputs, `protocol/locales/${locale.tag}/elements.js`)];
      for (const chunk of chunks) assert.ok(!script.has(chunk), `${locale.tag}: ${chunk} loads with the loaders`);
      const size = chunks.reduce((sum, chunk) => sum + brotli(chunk), 0);
      assert.ok(size <= 8 * 1024, `${locale.tag}: ${size} bytes of brotli`);
    }
  });
});
