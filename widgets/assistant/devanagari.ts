/**
 * One spelling of Devanagari: composed (NFC), without the nukta (फ़ and फ are typed for the same
 * sound: मुफ़्त is मुफ्त), without the zero-width joiner and non-joiner, and with the candrabindu
 * written as the anusvara (हाँ is हां), as Hindi and Marathi keyboards and phones type them
 * interchangeably. Text in any other script passes unchanged but composed.
 */
export function foldDevanagari(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\u093c|\u200c|\u200d/g, '')
    .replace(/\u0901/g, '\u0902');
}
