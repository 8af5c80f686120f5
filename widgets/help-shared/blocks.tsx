/**
 * The content blocks  (heading, paragraph, list, numbered steps, info/warning/success
 * callouts) as semantic HTML, shared by the elements and the static pages. A block of an unknown
 * type or shape (a newer content file read by an older bundle) is skipped, never a crash.
 */
import type { ContentBlock } from '../content/types.ts';
import { Inline } from './inline.tsx';
import { isSteps, isText, isTextList } from './text.ts';

export { blockTexts } from './text.ts';

/** The level of a body heading: h2 under an article's h1, h3 under a handbook subsection's h2… */
export type HeadingLevel = 2 | 3 | 4;

/** What a callout is, read out before it (colour alone must not carry the meaning). */
export const CALLOUT_LABELS = { info: 'Note', warning: 'Important', success: 'Tip' } as const;

/** One block, or null when it is not a block this version knows. */
export function Block({ block, level = 2 }: { block: ContentBlock; level?: HeadingLevel }) {
  const Heading = `h${level}` as const;
  const loose = block as unknown as Record<string, unknown>;
  switch (block.type) {
    case 'heading':
      return isText(loose.text) ? <Heading className="help-heading">{block.text}</Heading> : null;
    case 'paragraph':
      return isText(loose.text) ? (
        <p>
          <Inline text={block.text} />
        </p>
      ) : null;
    case 'list':
      return isTextList(loose.items) ? (
        <ul className="help-list">
          {block.items.map((item, index) => (
            <li key={index}>
              <Inline text={item} />
            </li>
          ))}
        </ul>
      ) : null;
    case 'steps':
      return isSteps(loose.steps) ? (
        <ol className="help-steps" role="list">
          {block.steps.map((step, index) => (
            <li key={index} className="help-step">
              <span className="help-step-title">
                <Inline text={step.title} />
              </span>
              <span className="help-step-text">
                <Inline text={step.description} />
              </span>
            </li>
          ))}
        </ol>
      ) : null;
    case 'info':
    case 'warning':
    case 'success': {
      if (!isText(loose.text)) return null;
      const label = CALLOUT_LABELS[block.type];
      return (
        <div className={`help-callout ${block.type}`} role="note">
          {isText(block.title) ? (
            <>
              <p className="help-callout-title">
                <span className="visually-hidden">{label}: </span>
                {block.title}
              </p>
              <p>
                <Inline text={block.text} />
              </p>
            </>
          ) : (
            <p>
              <span className="visually-hidden">{label}: </span>
              <Inline text={block.text} />
            </p>
          )}
        </div>
      );
    }
    default:
      return null;
  }
}

/** A body: every block in order. */
export function Blocks({ blocks, level = 2 }: { blocks: readonly ContentBlock[]; level?: HeadingLevel }) {
  return (
    <>
      {blocks.map((block, index) => (
        <Block key={index} block={block} level={level} />
      ))}
    </>
  );
}
