/**
 * How the chat reads Hindi, in Devanagari and in Latin letters (Hinglish): one spelling for the
 * ways Devanagari is typed, the words that say nothing about what is asked (question words,
 * postpositions, auxiliaries: "kya", "hai", "kaise", "क्या", "है", "कैसे"), which never count as a
 * keyword or a search word, and whether a message is written in Hindi at all.
 */

/**
 * One spelling of Devanagari: composed (NFC), without the nukta (फ़ and फ are typed for the same
 * sound: मुफ़्त is मुफ्त), without the zero-width joiner and non-joiner, and with the candrabindu
 * written as the anusvara (हाँ is हां), as Hindi keyboards and phones type them interchangeably.
 */
export function foldDevanagari(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\u093c|\u200c|\u200d/g, '')
    .replace(/\u0901/g, '\u0902');
}

const ROMAN =
  'kya kyaa hai hain hu hoon kaise kaisa kaisi kese kaisey ka ki ke ko se mein mujhe muje hum hume humein hame hamein aap ap ' +
  'aapka apka aapke apke aapki apki karein kare karen karna karni karte karta karti kar sakte sakta sakti skte milta milti ' +
  'milte milega milegi bhi aur nahi nahin nhi koi kuch kab kahan kaha kyun kyu ye yeh wo woh vo tha thi ho hota hoti hote ' +
  'raha rahi rahe liye lie wala wali wale ek apna apne apni mera meri mere hamara hamare hamari pe tak toh jo chahiye ' +
  'chahie bata batao bataiye btao batayen bataye na';

const DEVANAGARI =
  'क्या है हैं हूं कैसे कैसा कैसी का की के को से में मैं मुझे हम हमें आप आपका आपके आपकी करें करे करना करनी करते करता ' +
  'करती कर सकते सकता सकती मिलता मिलती मिलते मिलेगा मिलेगी भी और नहीं कोई कुछ कब कहां क्यों यह ये वह वो था थी थे हो होता ' +
  'होती होते रहा रही रहे लिए वाला वाली वाले एक अपना अपने अपनी मेरा मेरी मेरे हमारा हमारे हमारी पर तक तो जो जी चाहिए ' +
  'बताइए बताएं बताओ बताइये ना या';

/** Hindi words, romanised and in Devanagari, that say nothing about what is asked. */
export const HINDI_STOP_WORDS: ReadonlySet<string> = new Set(`${ROMAN} ${foldDevanagari(DEVANAGARI)}`.split(' '));

/** Romanised stop words that are also English words people type; they do not make a message Hindi. */
const ALSO_ENGLISH = new Set(['hu', 'ka', 'ko', 'ho', 'ye', 'na', 'jo', 'pe', 'ek', 'ap', 'kar', 'tak', 'wo', 'vo', 'hum', 'karen', 'kab']);

/**
 * True when the message is Hindi: it has a Devanagari letter, or a word that only Hindi uses to
 * ask ("kya", "hai", "kaise", "milta"…). "Price kitna hai" is Hindi; "Do you support WhatsApp?" is not.
 */
export function writtenInHindi(text: string): boolean {
  if (/[\u0900-\u097f]/.test(text)) return true;
  return text
    .toLowerCase()
    .split(/[^a-z]+/)
    .some((word) => HINDI_STOP_WORDS.has(word) && !ALSO_ENGLISH.has(word));
}
