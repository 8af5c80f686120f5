/**
 * The chat's first way to an answer: one call to the answer endpoint (POST /api/assistant), which
 * decides over the passages and what people ask of them, worded here in the chat's language. No
 * cookies, no token: the question is all it sends. When the endpoint cannot answer (offline, a
 * server without it, a refusal, an answer of the wrong shape, no answer within ASK_TIMEOUT_MS), the
 * chat searches the passages itself (load.ts).
 */
import { is } from 'superstruct';
import { AssistantDecision } from '../../protocol/assistant.ts';
import { apiUrl } from '../runtime/script/api/request.ts';

export { render } from './render.ts';

/** How long the chat waits for the endpoint before it searches the passages itself. */
export const ASK_TIMEOUT_MS = 4000;

/** The endpoint's decision for `question`, or null when it gave none. */
export async function askAssistant(
  apiBase: string,
  question: string,
  options: { previous?: string | undefined; choice?: string | undefined; topic?: string | undefined },
): Promise<AssistantDecision | null> {
  try {
    const response = await globalThis.fetch(apiUrl(apiBase, '/api/assistant'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        question,
        ...(options.previous ? { previous: options.previous } : {}),
        ...(options.choice ? { choice: options.choice } : {}),
        ...(options.topic ? { topic: options.topic } : {}),
      }),
      credentials: 'omit',
      signal: AbortSignal.timeout(ASK_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { decision?: unknown } | null;
    return is(body?.decision, AssistantDecision) ? body.decision : null;
  } catch {
    return null;
  }
}
