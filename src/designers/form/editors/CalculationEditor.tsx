/**
 * calculation / subcalculation / subformmount / subformall: `{a}<+>{b}` sources, read by the same
 * compiler as the renderer and the server (src/schemas/form/calc-expression.ts), so an expression shown
 * as valid here computes there. Names are inserted from the field list, operators from buttons.
 */
import { useRef } from 'react';
import { Button, Input, Space, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea.js';
import { useTranslation } from 'react-i18next';
import { compileCalc } from '../../../schemas/form/calc-expression.ts';
import type { PropertyEditor } from '../../../widgets/designer-contract.ts';
import type { EditorProps } from './contract.ts';
import { useFormFields } from '../panel/use-store.ts';
import { asText } from './basic-editors.tsx';
import { FieldList } from './FieldList.tsx';
import { useDraft } from './use-draft.ts';

const OPERATORS = ['+', '-', '*', '/', '(', ')'] as const;

export function calcProblem(source: string): string | null {
  if (source.trim() === '') return null;
  try {
    compileCalc(source);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Inserts `piece` at the caret of a textarea (or at the end), answering the new text. */
export function insertAtCaret(text: string, piece: string, element: HTMLTextAreaElement | null | undefined): string {
  const start = element?.selectionStart ?? text.length;
  const end = element?.selectionEnd ?? text.length;
  return text.slice(0, start) + piece + text.slice(end);
}

export function CalculationEditor({ id, spec, value, onChange, context }: EditorProps<Extract<PropertyEditor, { kind: 'calculation' }>>) {
  const { t } = useTranslation('designer');
  const draft = useDraft(asText(value), onChange);
  const area = useRef<TextAreaRef>(null);
  const problem = calcProblem(draft.shown);
  const insert = (piece: string) => {
    draft.change(insertAtCaret(draft.shown, piece, area.current?.resizableTextArea?.textArea));
    area.current?.focus();
  };
  const fields = useFormFields(context.store, context.widget?.id);
  // Row calculations read the row's own columns first: list those before the top-level fields.
  const ordered = spec.editor.scope === 'subForm' ? [...fields.filter((field) => field.subForm), ...fields.filter((field) => !field.subForm)] : fields;
  return (
    <div className="fh-calc-editor">
      <Input.TextArea
        ref={area}
        id={id}
        size="small"
        rows={2}
        spellCheck={false}
        style={{ fontFamily: 'monospace' }}
        placeholder={t('editor.calc.placeholder')}
        value={draft.shown}
        onChange={(event) => draft.change(event.target.value)}
        onBlur={draft.flush}
      />
      <Space size={2} wrap style={{ marginTop: 4 }} aria-label={t('editor.calc.operators')}>
        {OPERATORS.map((op) => (
          <Button key={op} size="small" onMouseDown={(event) => event.preventDefault()} onClick={() => insert(`<${op}>`)}>
            {op}
          </Button>
        ))}
        <FieldList fields={ordered} onInsert={(name) => insert(`{${name}}`)} />
      </Space>
      {draft.shown.trim() !== '' ? (
        <Typography.Text type={problem ? 'danger' : 'success'} style={{ display: 'block', fontSize: 12 }}>
          {problem ? t('editor.calc.bad', { message: problem }) : t('editor.calc.ok')}
        </Typography.Text>
      ) : null}
    </div>
  );
}
