/**
 * What one export run collects while the widgets write their markup: hoisted constants (option lists,
 * HTML content) under unique names, the antd imports of the React target, and the words of the
 * generated buttons in the export's language. Shared by every target's context.
 */
import type { Lang, Widget } from '../../../schemas/form/types.ts';
import type { ExportContext, ExportWord } from '../../../widgets/export-contract.ts';
import { exporterOf } from '../../../widgets/exporters.ts';
import { identifierFrom } from './code-text.ts';

const WORDS: Record<Lang, Record<ExportWord, string>> = {
  zh: { submit: '提交', reset: '重置', addRow: '新增一行', deleteRow: '删除', rowNumber: '序号', actions: '操作', upload: '点击上传', signHere: '请签名' },
  en: { submit: 'Submit', reset: 'Reset', addRow: 'Add row', deleteRow: 'Delete', rowNumber: 'No.', actions: 'Actions', upload: 'Upload', signHere: 'Sign here' },
};

export class CodeState {
  readonly constants = new Map<string, unknown>();
  readonly imports = new Set<string>();
  private readonly taken: Set<string>;

  constructor(
    readonly lang: Lang,
    reserved: Iterable<string>,
  ) {
    this.taken = new Set(reserved);
  }

  /** A fresh name for a constant: the hint made an identifier, numbered when taken. */
  constant(hint: string, value: unknown): string {
    const base = identifierFrom(hint, 'value');
    let name = base;
    for (let n = 2; this.taken.has(name); n++) name = `${base}${n}`;
    this.taken.add(name);
    this.constants.set(name, value);
    return name;
  }

  word(key: ExportWord): string {
    return WORDS[this.lang][key];
  }
}

/** The markup of a widget list: each widget's own snippet for the target; an unknown type leaves a comment. */
export function renderList(list: readonly Widget[] | undefined, ctx: ExportContext, comment: (text: string) => string): string {
  const out: string[] = [];
  for (const widget of list ?? []) {
    if (!widget || typeof widget !== 'object' || typeof widget.type !== 'string') continue;
    const exporter = exporterOf(widget.type);
    if (!exporter) {
      out.push(comment(`unknown widget type: ${widget.type.replace(/[^\w-]/g, '')}`));
      continue;
    }
    const markup = ctx.target === 'html' ? exporter.html(widget, ctx) : ctx.target === 'react' ? exporter.react(widget, ctx) : exporter.vue(widget, ctx);
    if (markup !== '') out.push(markup);
  }
  // Snippets write `<tag ${attrs}>`: with no attributes that leaves a double space; markup text is escaped, so no `<` of text matches.
  return out.join('\n').replace(/<([\w.-]+)\s+(\/?)>/g, (_, tag: string, slash: string) => (slash ? `<${tag} />` : `<${tag}>`));
}
