/**
 * How the assistant reads words, the same for the passages (at index time) and the question: lower
 * case, a few phrases joined into one word ("log in" is `signin`), filler words dropped, clinic
 * synonyms folded into one word (patient → client, bill → invoice, text → sms, booking →
 * appointment, receptionist/doctor → staff, download → export…), then a light stemmer that makes
 * "invoices", "invoicing" and "invoice" one word. Typos are left to the search's fuzzy matching.
 * The filler words of the language folders ("kya", "hai", "kaise", "क्या", "है": every-chat.json) are
 * filler too, so "invoice kaise export karein" searches for what "how do I export invoices" does.
 */
import { plainText } from '../runtime/react/links.ts';
import { foldDevanagari } from './devanagari.ts';
import { FILLER_WORDS } from './filler.ts';

const PHRASES: [RegExp, string][] = [
  // "Do you support WhatsApp?" asks about WhatsApp, not about the support team.
  [/\b(?:do|does|can|will)\s+(?:you|it|they|the\s+\w+)\s+support\b/g, ' '],
  [/\b(?:log|sign)[\s-]?(?:in|on)\b|\blogin\b/g, 'signin'],
  [/\b(?:log|sign)[\s-]?(?:out|off)\b/g, 'signout'],
  [/\bsign[\s-]?up\b/g, 'register'],
  [/\bno[\s-]shows?\b/g, 'noshow'],
  [/\bmoney[\s-]back\b/g, 'refund'],
  [/\bwhats[\s-]?app\b/g, 'whatsapp'],
  [/\bsets?[\s-]?up\b/g, 'setup'],
  [/\be[\s-]mail\b/g, 'email'],
  [/\bpass[\s-]word\b/g, 'password'],
  [/\bfront[\s-]desk\b/g, 'staff'],
  [/\bwalk[\s-]ins?\b/g, 'walkin'],
  [/\bmonth[\s-]end\b/g, 'monthend'],
  // Income tax is the owner's own return, not the clinic's revenue.
  [/\bincome[\s-]tax\b/g, 'incometax'],
];

/** Words that say nothing about what is asked (question words, filler, Indian English courtesy). */
const STOP_WORDS = new Set(
  (
    'a about all also am an and any anything are as at be been being but by can could did do does doing dont ' +
    'for from get getting give go going got had has have having he her hers him his how i if im in into is it its ' +
    'just know let like me mine my need needs no not of on one or our ours please pls plz she should shud so some ' +
    'tell than that the their them then there these they thing things this those to too u up us use using see show different new happen happens ' +
    'via want wants was way we were what whats when where which who why will with without would ya you your yours ' +
    'kindly sir madam ji dear needful clinic clinics platform clinicplatform software system app possible able'
  ).split(' '),
);

/** Clinic synonyms, each folded into one word; the values are themselves words of the content. */
const SYNONYMS: Record<string, string> = {
  patient: 'client',
  customer: 'client',
  bill: 'invoice',
  receipt: 'invoice',
  text: 'sms',
  texting: 'sms',
  booking: 'appointment',
  book: 'appointment',
  appt: 'appointment',
  receptionist: 'staff',
  doctor: 'staff',
  dr: 'staff',
  employee: 'staff',
  practitioner: 'staff',
  nurse: 'staff',
  therapist: 'staff',
  dentist: 'staff',
  download: 'export',
  picture: 'photo',
  pic: 'photo',
  image: 'photo',
  reminder: 'remind',
  cancellation: 'cancel',
  cancelled: 'cancel',
  canceled: 'cancel',
  cost: 'price',
  fee: 'price',
  charge: 'price',
  pricing: 'price',
  pwd: 'password',
  ca: 'accountant',
  roster: 'schedule',
  enquiry: 'lead',
  inquiry: 'lead',
  stock: 'inventory',
  cannot: 'cant',
  reduce: 'cut',
  decrease: 'cut',
  daily: 'day',
  timing: 'hour',
  timings: 'hour',
  instagram: 'social',
  facebook: 'social',
  botox: 'cosmetic',
  filler: 'cosmetic',
  pending: 'outstanding',
  unpaid: 'outstanding',
  festival: 'festive',
  diwali: 'festive',
  holi: 'festive',
  unable: 'cant',
  // Everyday words for the content's own (the content never uses them, so they only widen a question).
  earnings: 'revenue',
  earning: 'revenue',
  income: 'revenue',
  turnover: 'revenue',
  profit: 'revenue',
  snap: 'photo',
  selfie: 'photo',
  erase: 'delete',
  wipe: 'delete',
  purge: 'delete',
  supplies: 'inventory',
  supply: 'inventory',
  gloves: 'inventory',
  syringe: 'inventory',
  syringes: 'inventory',
  gpay: 'upi',
  paytm: 'upi',
  qr: 'upi',
  postpone: 'reschedule',
  prepone: 'reschedule',
  center: 'location',
  outlet: 'location',
  franchise: 'location',
  practo: 'import',
  migrate: 'import',
  xls: 'excel',
  xlsx: 'excel',
  reimburse: 'refund',
  permission: 'role',
  permissions: 'role',
  owed: 'outstanding',
  prescription: 'notes',
  waiver: 'consent',
  promotion: 'campaign',
  promo: 'campaign',
  broadcast: 'campaign',
  blast: 'campaign',
  newsletter: 'campaign',
  forgetting: 'remind',
  nudge: 'remind',
  ping: 'remind',
  notify: 'remind',
  notification: 'remind',
  absent: 'noshow',
  bounce: 'fail',
  spinning: 'slow',
  spins: 'slow',
  loading: 'slow',
  lag: 'slow',
  laggy: 'slow',
  hang: 'slow',
  crash: 'error',
  bug: 'error',
  broken: 'error',
  laptop: 'browser',
  pc: 'browser',
  bookkeeping: 'accounting',
  auditor: 'accountant',
  followup: 'follow',
  recall: 'follow',
  revisit: 'follow',
  churn: 'retention',
  lapsed: 'retention',
  dormant: 'retention',
  hacked: 'security',
  hack: 'security',
  integrate: 'integration',
  hook: 'integration',
  sync: 'integration',
  webhook: 'api',
  zapier: 'api',
  outlook: 'calendar',
  diary: 'calendar',
};

/** A light stemmer: plural s, -ing, -ed and a final e go, so word forms meet (not a linguistic stem). */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 3 || /\d/.test(w)) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

/** The words of a text in reading order, before filler words go (link targets are not words). */
export function tokenize(text: string): string[] {
  let lower = foldDevanagari(plainText(text).toLowerCase()).replace(/['’]/g, '');
  for (const [pattern, word] of PHRASES) lower = lower.replace(pattern, word);
  // A Devanagari vowel sign is part of its word (\p{M}).
  return lower.split(/[^\p{L}\p{M}\p{N}]+/u).filter((word) => word.length > 0);
}

/** The word a token is indexed and searched as, or null for a filler word. */
export function term(token: string): string | null {
  if (STOP_WORDS.has(token) || FILLER_WORDS.has(token)) return null;
  const folded = SYNONYMS[token] ?? token;
  const stemmed = stem(folded);
  const again = SYNONYMS[stemmed];
  return again ? stem(again) : stemmed;
}

/** The distinct search words of a question, in order. */
export function questionTerms(question: string): string[] {
  const terms = tokenize(question)
    .map(term)
    .filter((word): word is string => word !== null);
  return [...new Set(terms)];
}
