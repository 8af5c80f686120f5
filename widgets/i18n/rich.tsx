/** Messages with markup: the tags a translator keeps around the words they wrap. */
import { Fragment, type ReactNode } from 'react';

/** What a `<tag>…</tag>` of a rich message becomes: its content, wrapped. */
export type RichTags = Record<string, (content: ReactNode) => ReactNode>;

/**
 * A message with markup (`I agree to the <terms>Terms of Service</terms>`): each `<name>…</name>`
 * is given to `tags[name]`, the text between is the message as `format` writes it. The tags are
 * found in the message before its values go in, so a value (a user's name) is always text.
 */
export function rich(message: string, tags: RichTags, write: (text: string) => string = (text) => text): ReactNode[] {
  const out: ReactNode[] = [];
  const pattern = /<([a-z]+)>([\s\S]*?)<\/\1>/g;
  let from = 0;
  for (const match of message.matchAll(pattern)) {
    out.push(write(message.slice(from, match.index)));
    const wrap = tags[match[1]!];
    out.push(wrap ? <Fragment key={out.length}>{wrap(write(match[2]!))}</Fragment> : write(match[2]!));
    from = match.index + match[0].length;
  }
  out.push(write(message.slice(from)));
  return out.filter((part) => part !== '');
}
