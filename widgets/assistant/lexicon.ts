/**
 * The help centre is English; a clinic owner asks in their own language. A language folder's
 * `search.json` gives, for English words of the help centre, the words its speakers type for them
 * (in their script and romanised), and the words that say nothing about what is asked. The answer
 * endpoint reads a question through every language's words at once, so "அப்பாயிண்ட்மென்ட்டை எப்படி
 * ரத்து செய்வது?" is searched as "appointment how cancel", which the English passages answer.
 *
 * Words are matched by their beginning: Tamil, Bengali and Marathi join endings to a word
 * ("ரிமைண்டர்கள்", "হোয়াটসঅ্যাপে", "बिलावर"), so a form matches a question's word that starts with
 * it, the longest form winning. A word of another script that no form matches is dropped: it is
 * grammar the English search cannot use. A Latin word is matched whole only (an English word may
 * begin like a romanised one), and one no form matches is kept as it is, so "appointment kashi
 * cancel karaychi" keeps its English words.
 */
import { foldDevanagari } from './devanagari.ts';

/** One language's search words, as its folder's `search.json` holds them. */
export interface SearchWords {
  /** English word of the help centre → the forms this language's speakers type for it. */
  words: Readonly<Record<string, readonly string[]>>;
  /** Forms that say nothing about what is asked (question words, postpositions, auxiliaries). */
  filler: readonly string[];
}

/** Every language's search words, compiled: forms longest first, each with its English word ('' for filler). */
export interface Lexicon {
  /** Forms of one word, longest first. */
  forms: readonly (readonly [form: string, english: string])[];
  /** Forms of more than one word ("पैसे वापस"), matched on the question's text first. */
  phrases: readonly (readonly [form: string, english: string])[];
}

/** One spelling for a form and a question: lower case, Devanagari folded, composed. */
const fold = (text: string) => foldDevanagari(text.normalize('NFC').toLowerCase());

/** The words of a text in order: letters with their combining marks (an Indic vowel sign is part of its word). */
const wordsOf = (text: string) => text.split(/[^\p{L}\p{M}\p{N}]+/u).filter((word) => word !== '');

/** A form shorter than this matches whole words only, never as a word's beginning ("आय" is not "आयात"). */
const MIN_PREFIX = 3;

/** Compiles every language's search words into one lexicon. */
export function createLexicon(languages: Readonly<Record<string, SearchWords>>): Lexicon {
  const forms = new Map<string, string>();
  const phrases = new Map<string, string>();
  for (const { words, filler } of Object.values(languages)) {
    const entries: [string, string][] = [
      ...Object.entries(words).flatMap(([english, list]) => list.map((form): [string, string] => [form, english])),
      ...filler.map((form): [string, string] => [form, '']),
    ];
    for (const [form, english] of entries) {
      const folded = wordsOf(fold(form)).join(' ');
      if (folded === '') continue;
      const into = folded.includes(' ') ? phrases : forms;
      // A word's meaning wins over filler: "कसे" asks how, although it says nothing of what.
      if (english !== '' || !into.has(folded)) into.set(folded, english);
    }
  }
  const longestFirst = (map: Map<string, string>) => [...map.entries()].sort((a, b) => b[0].length - a[0].length || (a[0] < b[0] ? -1 : 1));
  return { forms: longestFirst(forms), phrases: longestFirst(phrases) };
}

const LATIN = /^[\p{Script=Latin}\p{N}]+$/u;

/**
 * The question in the help centre's words: each word a form matches becomes its English word (or
 * nothing, for filler); a Latin word no form matches stays; any other word is dropped. Null when
 * the question is English already (no form matches and every word is Latin).
 */
export function inEnglish(question: string, lexicon: Lexicon): string | null {
  const original = ` ${wordsOf(fold(question)).join(' ')} `;
  let text = original;
  for (const [phrase, english] of lexicon.phrases) text = text.replaceAll(` ${phrase} `, ` ${english || ' '} `);
  let changed = text !== original;
  const out: string[] = [];
  for (const word of wordsOf(text)) {
    const exact = lexicon.forms.find(([form]) => form === word);
    const match = exact ?? (LATIN.test(word) ? undefined : lexicon.forms.find(([form]) => form.length >= MIN_PREFIX && word.startsWith(form)));
    if (match) {
      changed = true;
      if (match[1] !== '') out.push(match[1]);
    } else if (LATIN.test(word)) out.push(word);
    else changed = true;
  }
  return changed ? out.join(' ') : null;
}
