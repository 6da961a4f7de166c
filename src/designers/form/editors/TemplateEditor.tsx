/** strsplic: a text template whose `{name}` references are filled with other fields' values. */
import { useRef } from 'react';
import { Input, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea.js';
import { useTranslation } from 'react-i18next';
import { templateNames } from '../../../schemas/form/calculations.ts';
import type { PropertyEditor } from '../../../widgets/designer-contract.ts';
import type { EditorProps } from './contract.ts';
import { useFormFields } from '../panel/use-store.ts';
import { asText } from './basic-editors.tsx';
import { insertAtCaret } from './CalculationEditor.tsx';
import { FieldList } from './FieldList.tsx';
import { useDraft } from './use-draft.ts';

export function TemplateEditor({ id, value, onChange, context }: EditorProps<Extract<PropertyEditor, { kind: 'template' }>>) {
  const { t } = useTranslation('designer');
  const draft = useDraft(asText(value), onChange);
  const area = useRef<TextAreaRef>(null);
  const fields = useFormFields(context.store, context.widget?.id);
  const known = new Set(fields.map((field) => field.name));
  const unknown = templateNames(draft.shown).filter((name) => !known.has(name));
  return (
    <div className="fh-template-editor">
      <Input.TextArea
        ref={area}
        id={id}
        size="small"
        rows={2}
        placeholder={t('editor.template.placeholder')}
        value={draft.shown}
        onChange={(event) => draft.change(event.target.value)}
        onBlur={draft.flush}
      />
      <div style={{ marginTop: 4 }}>
        <FieldList fields={fields} onInsert={(name) => draft.change(insertAtCaret(draft.shown, `{${name}}`, area.current?.resizableTextArea?.textArea))} />
      </div>
      {unknown.length > 0 ? (
        <Typography.Text type="warning" style={{ display: 'block', fontSize: 12 }}>
          {t('editor.template.unknown', { names: unknown.join(', ') })}
        </Typography.Text>
      ) : null}
    </div>
  );
}
