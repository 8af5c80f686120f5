/**
 * What the assistant can quote, as passages: each help article cut at its headings, each handbook
 * subsection (cut at its headings too) and each FAQ answer (the chat's topics join them in the
 * browser, engine.ts: the chat's code has them already). Built once by the build
 * (scripts/assistant-index.ts); never shipped as code. Text keeps its inline links (`[label](/x)`),
 * so a quoted passage links where the content does.
 */
import { pricingFaqs, supportFaqs } from '../content/faqs.ts';
import { handbook } from '../content/handbook.ts';
import { articles } from '../content/help/index.ts';
import type { ContentBlock, Faq, HandbookSection, HelpArticle } from '../content/types.ts';
import { ASSISTANT_INDEX_VERSION, type AssistantIndexFile } from './engine.ts';

/** One passage: `source` is what an answer links to and what the labelled questions name. */
export interface AssistantDocument {
  /** Unique: the source, then `#n` for its n-th part. */
  id: string;
  /** `help:<article-id>`, `handbook:<subsection-id>` or `faq:<support|pricing>-<n>` (`topic:<topic-id>` in engine.ts). */
  source: string;
  /** Where the source is read: `/help/<id>`, `/handbook#<subsection-id>`, `/support`, `/pricing` (none for a topic). */
  href: string;
  /** The source's title (an article's, a subsection's, an FAQ's question). */
  title: string;
  /** The part's heading, or the handbook section's title. */
  heading: string;
  /** The passage's sentences, with inline links. */
  text: string;
  /** A topic's keywords (empty for the passages here). */
  keywords: string;
}

/** A sentence-ending full stop for a list item or a step that lacks one. */
const sentence = (text: string) => (/[.!?:]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** The readable sentences of a block; a heading gives none (it starts a new part). */
function blockSentences(block: ContentBlock): string[] {
  switch (block.type) {
    case 'heading':
      return [];
    case 'paragraph':
      return [block.text];
    case 'list':
      return block.items.map(sentence);
    case 'steps':
      return block.steps.map((step) => `${sentence(step.title).replace(/\.$/, ':')} ${sentence(step.description)}`);
    default:
      // A callout's title leads into its text: 'Plan and requirements: The WhatsApp API…'.
      return [block.title ? `${/[.!?]$/.test(block.title.trim()) ? block.title.trim() : `${block.title.trim()}:`} ${block.text}` : block.text];
  }
}

/** The blocks cut at their headings: [heading, text] per part (the first part's heading is ''). */
function parts(content: readonly ContentBlock[]): [string, string][] {
  const found: [string, string[]][] = [['', []]];
  for (const block of content) {
    if (block.type === 'heading') found.push([block.text, []]);
    else found.at(-1)![1].push(...blockSentences(block));
  }
  return found.filter(([, texts]) => texts.length > 0).map(([heading, texts]) => [heading, texts.join(' ')]);
}

function articleDocuments(article: HelpArticle): AssistantDocument[] {
  const source = `help:${article.id}`;
  const intro: [string, string] = ['', article.description];
  return [intro, ...parts(article.content)].map(([heading, text], n) => ({
    id: `${source}#${n}`,
    source,
    href: `/help/${article.id}`,
    title: article.title,
    heading,
    text,
    keywords: '',
  }));
}

function handbookDocuments(section: HandbookSection): AssistantDocument[] {
  return section.subsections.flatMap((sub) =>
    parts(sub.content).map(([heading, text], n) => ({
      id: `handbook:${sub.id}#${n}`,
      source: `handbook:${sub.id}`,
      href: `/handbook#${sub.id}`,
      title: sub.title,
      heading: heading || section.title,
      text,
      keywords: '',
    })),
  );
}

function faqDocuments(list: readonly Faq[], name: string, href: string): AssistantDocument[] {
  return list.map((faq, n) => ({
    id: `faq:${name}-${n + 1}#0`,
    source: `faq:${name}-${n + 1}`,
    href,
    title: faq.question,
    heading: '',
    text: faq.answer,
    keywords: '',
  }));
}

/** Every passage the assistant can answer from, in a fixed order (the index is reproducible). */
export function assistantDocuments(): AssistantDocument[] {
  return [
    ...articles.flatMap(articleDocuments),
    ...handbook.flatMap(handbookDocuments),
    ...faqDocuments(supportFaqs, 'support', '/support'),
    ...faqDocuments(pricingFaqs, 'pricing', '/pricing'),
  ];
}

/** The file the build writes: the passages in a fixed order. */
export function assistantIndex(): AssistantIndexFile {
  const passages = assistantDocuments().map((document): AssistantIndexFile['passages'][number] => [
    document.source,
    document.title,
    document.heading,
    document.text,
  ]);
  return { version: ASSISTANT_INDEX_VERSION, passages };
}
