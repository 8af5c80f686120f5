/**
 * The address a limit is counted per. An IPv4 client is its address; an IPv6 client is its /64,
 * the smallest block one subscriber is given, so rotating through its own addresses gains nothing.
 */
import { isIPv6 } from 'node:net';

/** The rate-limit key of a client address. */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight hextets of an IPv6 address, zero-padded; a zone (`%eth0`) and an embedded IPv4 tail are handled. */
function expandIPv6(ip: string): string[] {
  const address = ip.split('%')[0] ?? ip;
  const [head = '', tail] = address.split('::');
  const part = (text: string): string[] => (text === '' ? [] : text.split(':').flatMap(hextetsOf));
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...zeros, ...right].map((h) => h.toLowerCase().padStart(4, '0'));
}

/** One hextet, or the two an embedded dotted IPv4 address stands for. */
function hextetsOf(piece: string): string[] {
  if (!piece.includes('.')) return [piece];
  const [a = 0, b = 0, c = 0, d = 0] = piece.split('.').map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
