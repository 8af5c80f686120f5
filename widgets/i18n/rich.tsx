/** Messages with markup: the tags a translator keeps around the words they wrap. */
import { Fragment, type ReactNode } from 'react';
import { type Message, type MessageValues, writeMessage } from '../../protocol/message.ts';

/** What a `<tag>…</tag>` of a rich message becomes: its content, wrapped. */
export type RichTags = Record<string, (content: ReactNode) => ReactNode>;

/** Stands for `<` in a value while the message's own tags are found. */
const LESS_THAN = '\uE000';

/**
 * A message with markup (`I agree to the <terms>Terms of Service</terms>`): each `<name>…</name>`
 * is given to `tags[name]`, the text around it stays text. A value (a user's name) is always text:
 * its `<` is set aside while the tags are found, so it can never open one.
 */
export function rich(message: Message, tags: RichTags, values: MessageValues = {}): ReactNode[] {
  const safe = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'string' ? value.replaceAll('<', LESS_THAN) : value]));
  const written = writeMessage(message, safe);
  const text = (part: string) => part.replaceAll(LESS_THAN, '<');
  const out: ReactNode[] = [];
  const pattern = /<([a-z]+)>([\s\S]*?)<\/\1>/g;
  let from = 0;
  for (const match of written.matchAll(pattern)) {
    out.push(text(written.slice(from, match.index)));
    const wrap = tags[match[1]!];
    out.push(wrap ? <Fragment key={out.length}>{wrap(text(match[2]!))}</Fragment> : text(match[2]!));
    from = match.index + match[0].length;
  }
  out.push(text(written.slice(from)));
  return out.filter((part) => part !== '');
}
