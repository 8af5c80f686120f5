/**
 * Each element attribute's description is written once, as the doc comment on its spec (which the
 * type declarations carry too): this reads those comments from the source, so the manifest and
 * the editor data say the same. `export const attributes = { … }` in each `*.element.ts` (the
 * element's tag read from the same file), and `COMMON_ATTRIBUTES` in the element base.
 */
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { root } from './build-options.ts';
import { elementTagOf, findFiles } from './files.ts';

/** The text of the doc comment right before `node`, or null. */
function docComment(source: string, node: ts.Node): string | null {
  const ranges = ts.getLeadingCommentRanges(source, node.getFullStart()) ?? [];
  const last = ranges.at(-1);
  if (!last) return null;
  const text = source.slice(last.pos, last.end);
  if (!text.startsWith('/**')) return null;
  return text
    .replace(/^\/\*\*\s?|\s*\*\/$/g, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, ''))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The doc comment of each property of the object literal named `name` in a source file. */
function commentsOf(file: string, name: string): Record<string, string> {
  const source = readFileSync(file, 'utf8');
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: Record<string, string> = {};
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name && node.initializer) {
      let value: ts.Expression = node.initializer;
      while (ts.isAsExpression(value) || ts.isSatisfiesExpression(value)) value = value.expression;
      if (ts.isObjectLiteralExpression(value)) {
        for (const property of value.properties) {
          const key = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : null;
          const comment = key ? docComment(source, property) : null;
          if (key && comment) found[key] = comment;
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

/** For each element tag, its attributes' descriptions; under '' the common attributes'. */
export function attributeComments(): Map<string, Record<string, string>> {
  const byTag = new Map<string, Record<string, string>>();
  byTag.set('', commentsOf(`${root}widgets/runtime/script/element/attributes.ts`, 'COMMON_ATTRIBUTES'));
  for (const file of findFiles(root, 'widgets', /\.element\.ts$/)) {
    const tag = elementTagOf(readFileSync(file, 'utf8'));
    if (tag) byTag.set(tag, commentsOf(file, 'attributes'));
  }
  return byTag;
}
