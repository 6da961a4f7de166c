/**
 * options.name: the data key of the field. The core refuses an empty or duplicate name ('Name
 * required.' / 'Duplicate name: '); this editor offers the form variables as suggestions.
 */
import { useEffect, useState } from 'react';
import { AutoComplete, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PropertyEditor } from '../../../widgets/designer-contract.ts';
import type { EditorProps } from './contract.ts';
import { asText } from './basic-editors.tsx';
import { loadFormVariables, type FormVariableOption } from './form-variables.ts';
import { useDraft } from './use-draft.ts';

export function NameEditor({ id, value, onChange }: EditorProps<Extract<PropertyEditor, { kind: 'name' }>>) {
  const { t } = useTranslation('designer');
  const [variables, setVariables] = useState<FormVariableOption[]>([]);
  const draft = useDraft(asText(value), onChange);
  useEffect(() => {
    let live = true;
    loadFormVariables().then(
      (list) => live && setVariables(list),
      // Suggestions only: the name is typed by hand when the list cannot be had.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  const typed = draft.shown.toLowerCase();
  const matching = variables.filter((item) => typed === '' || item.variable.toLowerCase().includes(typed) || item.label.toLowerCase().includes(typed));
  const options = matching.length > 0 ? [{ label: t('editor.name.variables'), options: matching.map((item) => ({ value: item.variable, label: `${item.label} (${item.variable})` })) }] : [];
  return (
    <AutoComplete
      value={draft.shown}
      options={options}
      style={{ width: '100%' }}
      onChange={(next: string) => draft.change(next)}
      onSelect={(next: string) => draft.set(next)}
      onBlur={draft.flush}
    >
      <Input id={id} size="small" spellCheck={false} onPressEnter={draft.flush} />
    </AutoComplete>
  );
}
