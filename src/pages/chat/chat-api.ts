/** The help assistant's calls (src/server/chat/routes.ts) and the shapes they answer. */
import { call } from '../../runtime/api/client.ts';

export const QUESTION_MAX = 200;

export interface ChatCard {
  type: 'service' | 'faq' | 'manual' | 'task' | 'process';
  id: string;
  title: string;
  text?: string;
  link?: string;
  detailLink?: string;
  time?: string | null;
  status?: string;
  result?: number;
  steps?: { name: string; assignees: string[] }[];
}

export interface ChatAnswer {
  kind: 'answer' | 'todo' | 'processes' | 'greeting' | 'unknown';
  cards: ChatCard[];
  suggestions: string[];
  total?: number;
  topic?: string;
  more?: string;
}

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
