/** The plain editors: text, textarea, number, switch, select, colour and free JSON. */
import { useState } from 'react';
import { Button, ColorPicker, Input, InputNumber, Select, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PropertyEditor } from '../../../widgets/designer-contract.ts';
import type { EditorProps } from './contract.ts';
import { useDraft } from './use-draft.ts';

type Kind<K extends PropertyEditor['kind']> = Extract<PropertyEditor, { kind: K }>;

/** Text as the option holds it; customClass may be a list in VForm exports. */
export function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join(' ');
  return typeof value === 'string' ? value : String(value);
}

export function TextEditor({ id, spec, value, onChange }: EditorProps<Kind<'text'>>) {
  // A list-valued option (customClass: ['a', 'b']) stays a list when edited.
  const wasList = Array.isArray(value);
  const draft = useDraft(asText(value), (text, typing) => onChange(wasList ? text.split(/\s+/).filter(Boolean) : text, typing));
  return (
    <Input
      id={id}
      size="small"
      value={draft.shown}
      maxLength={spec.editor.maxLength}
      onChange={(event) => draft.change(event.target.value)}
      onBlur={draft.flush}
      onPressEnter={draft.flush}
    />
  );
}

export function TextareaEditor({ id, spec, value, onChange }: EditorProps<Kind<'textarea'>>) {
  const draft = useDraft(asText(value), onChange);
  return <Input.TextArea id={id} size="small" rows={spec.editor.rows ?? 3} value={draft.shown} onChange={(event) => draft.change(event.target.value)} onBlur={draft.flush} />;
}

export function NumberEditor({ id, spec, value, onChange }: EditorProps<Kind<'number'>>) {
  const { min, max, step, precision } = spec.editor;
  const numeric = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : null;
  const draft = useDraft<number | null>(numeric, (next, typing) => onChange(next ?? undefined, typing));
  return (
    <InputNumber
      id={id}
      size="small"
      style={{ width: '100%' }}
      value={draft.shown}
      {...(min === undefined ? {} : { min })}
      {...(max === undefined ? {} : { max })}
      {...(step === undefined ? {} : { step })}
      {...(precision === undefined ? {} : { precision })}
      onChange={(next) => draft.change(typeof next === 'number' ? next : null)}
      onBlur={draft.flush}
      onPressEnter={draft.flush}
    />
  );
}

export function SwitchEditor({ id, value, onChange }: EditorProps<Kind<'switch'>>) {
  return <Switch id={id} size="small" checked={value === true || value === 'true'} onChange={(checked) => onChange(checked)} />;
}

export function SelectEditor({ id, spec, value, onChange }: EditorProps<Kind<'select'>>) {
  const { t } = useTranslation('designer');
  const { choices, multiple } = spec.editor;
  // antd's Select keys options by value; booleans and '' are mapped through their index.
  const keyOf = (choice: unknown) => String(choices.findIndex((item) => item.value === choice));
  const options = choices.map((choice, index) => ({ value: String(index), label: t(choice.label) }));
  if (multiple) {
    const list = Array.isArray(value) ? value : [];
    return (
      <Select
        id={id}
        size="small"
        mode="multiple"
        style={{ width: '100%' }}
        value={list.map(keyOf).filter((key) => key !== '-1')}
        options={options}
        onChange={(keys: string[]) => onChange(keys.map((key) => choices[Number(key)]!.value))}
      />
    );
  }
  const key = keyOf(value);
  return (
    <Select
      id={id}
      size="small"
      style={{ width: '100%' }}
      value={key === '-1' ? undefined : key}
      placeholder={value === undefined || value === null ? t('editor.notSet') : asText(value)}
      options={options}
      onChange={(next: string) => onChange(choices[Number(next)]!.value)}
    />
  );
}

export function ColorEditor({ id, value, onChange }: EditorProps<Kind<'color'>>) {
  const { t } = useTranslation('designer');
  const text = asText(value);
  const draft = useDraft(text, onChange);
  return (
    <Space size={4}>
      <ColorPicker
        size="small"
        showText
        allowClear
        {...(text === '' ? {} : { value: text })}
        onChangeComplete={(color) => onChange(color.cleared ? '' : color.toHexString())}
        onClear={() => onChange('')}
        aria-label={t('editor.color.clear')}
      />
      <Input id={id} size="small" style={{ width: 96 }} value={draft.shown} onChange={(event) => draft.change(event.target.value)} onBlur={draft.flush} onPressEnter={draft.flush} />
    </Space>
  );
}

/** A free JSON value (headers, remote options …): kept as text until it parses. */
export function JsonEditor({ id, value, onChange }: EditorProps<Kind<'json'>>) {
  const { t } = useTranslation('designer');
  const [text, setText] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = text ?? (value === undefined ? '' : JSON.stringify(value, null, 2));
  const commit = () => {
    if (text === null) return;
    if (text.trim() === '') {
      if (!onChange(undefined)) setText(null);
      setProblem(null);
      return;
    }
    try {
      const parsed: unknown = JSON.parse(text);
      setProblem(null);
      if (!onChange(parsed)) setText(null);
    } catch (error) {
      setProblem(t('editor.invalidJson', { message: error instanceof Error ? error.message : String(error) }));
    }
  };
  return (
    <div>
      <Input.TextArea id={id} size="small" rows={4} spellCheck={false} style={{ fontFamily: 'monospace' }} value={shown} onChange={(event) => setText(event.target.value)} onBlur={commit} />
      {problem ? (
        <div role="alert" className="fh-editor-error">
          {problem}
        </div>
      ) : null}
      {text !== null ? (
        <Button size="small" type="link" onClick={commit}>
          {t('editor.save')}
        </Button>
      ) : null}
    </div>
  );
}
