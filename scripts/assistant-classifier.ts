/**
 * Trains the answer endpoint's classifier (widgets/assistant/classifier.ts) on the help content, its
 * words and their meaning, and writes its weights to protocol/generated/assistant-classifier.js
 * (generated, never edited, not kept in git), which the server loads instead of training on its
 * first question. Each training text's meaning comes from the sentence encoder
 * (server/sentence-meaning.ts): embedding the 5,800 texts takes about 40 s and training about 20 s
 * on two cores, so it runs only when the content or the code that trains changed since the file was
 * written (its `build` key). Run by `npm ci`, `npm run locales`, the build, the type check and the
 * tests.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { meanings } from '../server/sentence-meaning.ts';
import { contentKey, type Example, type StoredClassifier, trainClassifier } from '../widgets/assistant/classifier.ts';
import { assistantIndex } from '../widgets/assistant/documents.ts';
import { endpointTrainingTexts } from '../widgets/assistant/endpoint-training.ts';
import { questionTerms } from '../widgets/assistant/words.ts';

const OUT = new URL('../protocol/generated/', import.meta.url);
const MODULE = new URL('assistant-classifier.js', OUT);
/** The code whose change changes the weights: the classifier, the search words it reads, the encoder and its model's version. */
const TRAINING_CODE = ['../widgets/assistant/classifier.ts', '../widgets/assistant/words.ts', '../server/sentence-meaning.ts', '../package-lock.json'];

/** Writes the classifier's weights unless they are already those of the content and code; returns whether it trained. */
export async function compileAssistantClassifier(): Promise<boolean> {
  const texts = endpointTrainingTexts(assistantIndex());
  const content = contentKey(texts);
  const hash = createHash('sha256').update(content);
  for (const file of TRAINING_CODE) hash.update(readFileSync(new URL(file, import.meta.url)));
  const build = hash.digest('hex').slice(0, 16);
  if (existsSync(MODULE) && readFileSync(MODULE, 'utf8').includes(`"build":"${build}"`)) return false;
  const started = performance.now();
  const vectors = await meanings(texts.map(([text]) => text));
  const embedded = performance.now();
  const { weights } = trainClassifier(texts.map(([text, source], at): Example => [questionTerms(text), source, vectors[at]]));
  const base64 = (array: Float32Array | Int8Array | Uint16Array) => Buffer.from(array.buffer, array.byteOffset, array.byteLength).toString('base64');
  const { neighbours } = weights;
  const stored: StoredClassifier & { build: string } = {
    build,
    content,
    sources: weights.sources,
    vocabulary: weights.vocabulary,
    dimensions: weights.dimensions,
    words: base64(weights.words),
    meaning: base64(weights.meaning),
    bias: base64(weights.bias),
    neighbours: neighbours && { classes: base64(neighbours.classes), vectors: base64(neighbours.vectors), scales: base64(neighbours.scales) },
  };
  mkdirSync(OUT, { recursive: true });
  const write = (url: URL, text: string) => {
    const path = fileURLToPath(url);
    writeFileSync(`${path}.${process.pid}.tmp`, text);
    renameSync(`${path}.${process.pid}.tmp`, path);
  };
  write(
    new URL('assistant-classifier.d.ts', OUT),
    "import type { StoredClassifier } from '../../widgets/assistant/classifier.ts';\n/** The answer endpoint's classifier, trained on the help content by the build. */\nexport declare const ASSISTANT_CLASSIFIER: StoredClassifier & { build: string };\n",
  );
  write(
    MODULE,
    `// Trained by scripts/assistant-classifier.ts on the help content; generated, never edited.\nexport const ASSISTANT_CLASSIFIER = ${JSON.stringify(stored)};\n`,
  );
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  console.log(
    `assistant: trained the classifier on ${texts.length} texts (meanings ${seconds(embedded - started)} s, training ${seconds(performance.now() - embedded)} s)`,
  );
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await compileAssistantClassifier();
