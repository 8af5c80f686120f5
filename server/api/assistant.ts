/**
 * POST /api/assistant: the chat assistant's answer, decided here over the help centre, the handbook,
 * the FAQs and what people ask of each, in the words of any language with search words, so a chat's first question costs one call rather than the
 * passages and the search code. What people ask is the server's alone: the file the chat falls
 * back to keeps to the passages, within the first question's download budget. Any origin may ask (the passages are public, like the file the chat
 * falls back to); the question is never stored or logged, and each address has a limit.
 */
import { AssistantQuestion } from '../../protocol/assistant.ts';
import { type Engine, inHelpWords } from '../../widgets/assistant/engine.ts';
import { endpointDecision, endpointEngine } from '../../widgets/assistant/endpoint-engine.ts';
import { meaning } from '../sentence-meaning.ts';
import { commonErrors } from './answers.ts';
import { body } from './body.ts';
import type { Api, ApiContext } from './index.ts';

/** The answer's schema: the decision is the assistant's own output, passed through as built. */
const assistantAnswer = { type: 'object', properties: { decision: { type: 'object', additionalProperties: true } }, required: ['decision'] };

let engine: Engine | undefined;
/** The engine, built on the first question (its classifier's weights are the build's) and kept; it reads a question in any language with a folder’s search words. */
const loaded = () => (engine ??= endpointEngine());

/**
 * The meaning of a question in the help centre's words, which the classifier weighs beside its words;
 * where the sentence encoder cannot run, the question is answered by its words alone.
 */
export async function questionMeaning(engine: Engine, question: string, warn: (message: string) => void = () => {}): Promise<Float32Array | undefined> {
  try {
    return await meaning(inHelpWords(engine, question));
  } catch (error) {
    warn(`assistant: answering by words alone, the sentence encoder failed: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

/** Registers POST /api/assistant and its preflight. */
export async function assistantRoutes(app: Api, ctx: ApiContext): Promise<void> {
  // The engine and the sentence encoder are ready before the server listens (about half a second, once per process),
  // so the first question does not wait on them and the server's memory does not grow under it.
  app.addHook('onReady', async () => {
    await questionMeaning(loaded(), 'ready', (message) => app.log.warn(message));
  });
  const schema = { body: body(AssistantQuestion), response: { 200: assistantAnswer, ...commonErrors } };
  app.post('/assistant', { config: { anyOrigin: true }, ...ctx.limits.assistant, schema }, async (request) => {
    const { question, previous, choice, topic } = request.body;
    const meaning = await questionMeaning(loaded(), question, (message) => request.log.warn(message));
    return { decision: endpointDecision(loaded(), question, { previous: previous || undefined, choice, topic, meaning }) };
  });
  // A page on another origin sends JSON, so its browser asks first.
  app.options('/assistant', { config: { anyOrigin: true } }, async (_request, reply) =>
    reply
      .code(204)
      .header('access-control-allow-methods', 'POST')
      .header('access-control-allow-headers', 'Content-Type')
      .header('access-control-max-age', '600')
      .send(),
  );
}
