/**
 * Reading a message's arguments, with no Node.js module: the compiler uses it at build, and the
 * site's catalogs use it in the browser's component tests as well as at build.
 */
import { parse, type Token } from '@messageformat/parser';

/** The names of the arguments a message uses (`{name}`, `{n, plural, …}`), in order of first use; throws on a syntax error. */
export function messageArguments(message: string): string[] {
  const names = new Set<string>();
  const visit = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') names.add(token.arg);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        names.add(token.arg);
        for (const branch of token.cases) visit(branch.tokens);
      }
    }
  };
  visit(parse(message));
  return [...names];
}
