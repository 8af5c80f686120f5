/** Marks the words a visitor searched for in a piece of text, with <mark> (no HTML parsing). */

/** Splits `text` into runs, flagging where one of the lower-case `terms` occurs. */
export function highlight(text: string, terms: readonly string[]): { text: string; match: boolean }[] {
  const lower = text.toLowerCase();
  const marked = new Array<boolean>(text.length).fill(false);
  for (const term of terms) {
    if (term === '') continue;
    for (let at = lower.indexOf(term); at !== -1; at = lower.indexOf(term, at + term.length)) {
      marked.fill(true, at, at + term.length);
    }
  }
  const runs: { text: string; match: boolean }[] = [];
  for (let i = 0; i < text.length; i++) {
    const last = runs[runs.length - 1];
    if (last && last.match === marked[i]) last.text += text.charAt(i);
    else runs.push({ text: text.charAt(i), match: marked[i] === true });
  }
  return runs;
}

/** The text with each occurrence of a term in <mark>. */
export function Marked({ text, terms }: { text: string; terms: readonly string[] }) {
  return highlight(text, terms).map((run, index) => (run.match ? <mark key={index}>{run.text}</mark> : run.text));
}
