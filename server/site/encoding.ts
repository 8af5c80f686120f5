/** Content-coding negotiation for the site's answers (brotli, gzip or none) from Accept-Encoding. */

/** A content coding the site serves; `identity` is the file as it is. */
export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The coding to answer with among `available`: the one the client weighs highest (q-values,
 * `*` for any other, q=0 or a malformed weight refuses), brotli before gzip at equal weight,
 * identity when none fits.
 */
export function chooseEncoding(header: string | undefined, available: ReadonlySet<Encoding>): Encoding {
  if (!header) return 'identity';
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    let weight = 1;
    for (const parameter of parameters) {
      // A weight that is not a well-formed q-value (0 to 1, three decimals) counts as a refusal.
      if (parameter.startsWith('q=')) weight = /^q=(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(parameter) ? Number(parameter.slice(2)) : 0;
    }
    if (name !== '') weights.set(name, weight);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  let best: Encoding = 'identity';
  let bestWeight = 0;
  for (const candidate of ['br', 'gzip'] as const) {
    const weight = weightOf(candidate);
    if (available.has(candidate) && weight > bestWeight) {
      best = candidate;
      bestWeight = weight;
    }
  }
  return best;
}

/** True when an If-None-Match header names `etag` (a list, weak forms and `*` included). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}
