/** The help assistant's calls (src/server/chat/routes.ts) and the shapes they answer. */
import { call } from '../../runtime/api/client.ts';

export { QUESTION_MAX, type ChatAnswer, type ChatCard } from '../../schemas/chat/answer.ts';
import type { ChatAnswer } from '../../schemas/chat/answer.ts';

export interface ManualSection {
  id: string;
  title: string;
  /** Sanitised by the server; sanitised again before it is shown. */
  content: string;
}

export const chatApi = {
  // quiet: the conversation shows the failure in place, with a retry.
  ask: (question: string, signal?: AbortSignal) => call<ChatAnswer>('/sytChat/ask', { body: { question }, quiet: true, signal }),
  suggest: (signal?: AbortSignal) => call<{ suggestions: string[] }>('/sytChat/suggest', { body: {}, quiet: true, signal }),
  manual: (signal?: AbortSignal) => call<{ sections: ManualSection[] }>('/sytChat/manual', { body: {}, quiet: true, signal }),
};
