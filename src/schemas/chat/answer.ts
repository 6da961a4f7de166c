/** The help assistant's answer as the server gives it and the chat page words it; QUESTION_MAX bounds a question on both sides. */

export const QUESTION_MAX = 200;

export interface ChatCard {
  type: 'service' | 'faq' | 'manual' | 'task' | 'process';
  id: string;
  title: string;
  text?: string;
  /** The app path the card opens (start the service, read the section, open the process). */
  link?: string;
  /** A second path: a service's detail page beside its start. */
  detailLink?: string;
  time?: string | null;
  status?: string;
  result?: number;
  /** A process's open steps and who holds them. */
  steps?: { name: string; assignees: string[] }[];
}

export interface ChatAnswer {
  kind: 'answer' | 'todo' | 'processes' | 'greeting' | 'unknown';
  cards: ChatCard[];
  /** Questions to try next (FAQ questions, or near misses when the question was not understood). */
  suggestions: string[];
  /** The whole count behind the cards (todo, processes). */
  total?: number;
  /** The words a process question was narrowed by, when some of the asker's processes matched them. */
  topic?: string;
  /** The list that holds everything the cards only begin. */
  more?: string;
}
