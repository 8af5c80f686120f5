/**
 * The address a limit is counted per. An IPv4 client is its address; an IPv6 client is its /64,
 * the smallest block one subscriber is given, so rotating through its own addresses gains nothing.
 */
import { createHash } from 'node:crypto';
import { isIP, isIPv6 } from 'node:net';

/**
 * The rate-limit key of a client address. A forwarded entry with a port (`203.0.113.9:40001`,
 * `[2001:db8::1]:443`) counts as its address; anything that is no address at all (a proxy passing
 * on what a client wrote) counts under a short hash of it, so a key never grows with its input.
 */
export function clientKey(raw: string): string {
  const ip = withoutPort(raw.trim());
  if (isIP(ip) === 0) return `other:${createHash('sha256').update(raw).digest('hex').slice(0, 16)}`;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The address of `host:port`, `[v6]:port` or `[v6]`; anything else as it is. */
function withoutPort(entry: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(entry);
  if (bracketed?.[1]) return bracketed[1];
  const v4 = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(entry);
  return v4?.[1] ?? entry;
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
