/**
 * Word segmentation for the help assistant's full-text search, done in the app so that PGlite and
 * PostgreSQL (neither has a Chinese parser without the zhparser extension) index and query alike.
 *
 * Words come from ICU's dictionary segmenter (Intl.Segmenter, built into Node: no dependency); ICU splits
 * domain words it does not know (待办 → 待|办, 会议室 → 会议|室), so every run of Chinese characters also
 * yields its overlapping bigrams, which find those. Latin words are lower-cased and lightly singularised.
 * Tokens hold letters and digits only, so they can be written into tsvector / tsquery literals as they are.
 */

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
const HAN = /^\p{Script=Han}+$/u;
const HAN_RUN = /\p{Script=Han}+/gu;
const WORD_PART = /[\p{L}\p{N}]+/gu;

/** Question words and particles that say nothing about the subject (a question's filler). */
const STOP = new Set([
  ...'的 了 吗 呢 啊 吧 呀 么 是 在 我 你 您 他 她 它 们 有 要 能 会 想 去 到 把 被 给 对 就 都 也 还 又 和 与 及 或 谁 几 哪 啥 怎 该 请 问 下 个 吗 嘛'.split(' '),
  ...'我的 我们 你们 您的 怎么 怎样 怎么样 如何 什么 哪里 哪儿 哪个 哪些 请问 可以 能否 能不能 需要 应该 一下 一个 这个 那个 为什么 多少 是否 有没有 还有 现在 目前 已经 知道 告诉 帮我 帮忙 谢谢 你好 您好'.split(' '),
  ...'a an the is are am was were be been being do does did i me my mine you your we our us it its of to in on at for from by with and or how what where when which who whom why can could should would will shall may might there here this that these those please tell about get got have has had any some want need know'.split(' '),
]);

/** "requests" and "request" are one word; "policies" is "policy". Short words and -ss words stay. */
function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  return word;
}

export interface Segmented {
  /** Dictionary words (Chinese) and Latin words, stop words removed, in order of first appearance. */
  words: string[];
  /** Overlapping character pairs of each run of Chinese characters, stop words removed. */
  grams: string[];
}

const normal = (text: string) => text.normalize('NFKC').toLowerCase();

export function segment(text: string): Segmented {
  const source = normal(text);
  const words: string[] = [];
  for (const piece of segmenter.segment(source)) {
    if (!piece.isWordLike) continue;
    for (const part of piece.segment.match(WORD_PART) ?? []) {
      // ICU may keep a Chinese character stuck to a number or letter (3楼); index the scripts apart.
      for (const run of part.split(/(\p{Script=Han}+)/u)) {
        if (run === '') continue;
        const word = HAN.test(run) ? run : singular(run);
        if (!STOP.has(word)) words.push(word);
      }
    }
  }
  const grams: string[] = [];
  for (const run of source.match(HAN_RUN) ?? []) {
    for (let i = 0; i + 2 <= run.length; i++) {
      const gram = run.slice(i, i + 2);
      if (!STOP.has(gram)) grams.push(gram);
    }
  }
  return { words: unique(words), grams: unique(grams) };
}

function unique(items: string[]): string[] {
  return [...new Set(items)];
}

/**
 * The words a question is judged by: those that carry meaning on their own. A single Chinese character
 * (室, 办) does not, unless the question has nothing else.
 */
export function contentWords(segmented: Segmented): string[] {
  const strong = segmented.words.filter((w) => !(HAN.test(w) && w.length === 1) && !(w.length === 1 && /^[a-z]$/.test(w)));
  return strong.length > 0 ? strong : segmented.words;
}

export type Weight = 'A' | 'B' | 'C' | 'D';

/** Positions per lexeme a tsvector keeps (PostgreSQL allows 256); more say nothing new for ranking. */
const MAX_POSITIONS = 16;
/** The largest position a tsvector stores. */
const MAX_POSITION = 16_383;

/**
 * A tsvector literal of weighted texts: each token with its positions and the weight of the text it came
 * from (A: names and questions, B: categories and keywords, C: bodies). Safe to cast with ::tsvector
 * because tokens are letters and digits only.
 */
export function tsvectorLiteral(parts: readonly (readonly [string, Weight])[]): string {
  const positions = new Map<string, string[]>();
  let position = 0;
  for (const [text, weight] of parts) {
    const { words, grams } = segment(text);
    for (const token of new Set([...words, ...grams])) {
      position = Math.min(position + 1, MAX_POSITION);
      const list = positions.get(token) ?? [];
      if (list.length < MAX_POSITIONS) list.push(`${position}${weight}`);
      positions.set(token, list);
    }
  }
  return [...positions].map(([token, list]) => `'${token}':${list.join(',')}`).join(' ');
}

/** A tsquery literal matching any of the tokens, or null when there is none. */
export function tsqueryLiteral(tokens: readonly string[]): string | null {
  const distinct = unique(tokens.filter((t) => t !== ''));
  return distinct.length === 0 ? null : distinct.map((t) => `'${t}'`).join(' | ');
}
