/**
 * Inputs of the edit dialog that the antd theme lacks: text inputs that stop at the schema's maxLength
 * (the theme drops it, so a user could type past a limit only the server would then refuse), and a
 * JSON editor for `json` fields (the theme's textarea cannot show an object and rendered an empty box).
 */
import { useState } from 'react';
import { Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Templates } from '@rjsf/antd';
import type { BaseInputTemplateProps, WidgetProps } from '@rjsf/utils';
import { editWidgetText } from './edit-widgets-i18n.ts';

const TEXT_TYPES = new Set(['text', 'email', 'url', 'search', 'tel', 'password']);
const Base = Templates.BaseInputTemplate as (props: BaseInputTemplateProps) => React.ReactElement;

/** What the dialog lends its widgets through rjsf's formContext. */
export interface EditContext {
  /** A JSON field's text that does not parse (null once it does): the dialog shows it and refuses to save. */
  reportJsonError?: (field: string, message: string | null) => void;
}

function fieldKey(id: string): string {
  return id.replace(/^root_/, '');
}

export function CappedInput(props: BaseInputTemplateProps) {
  const { schema, id, value, options, readonly, disabled } = props;
  const type = (options.inputType as string | undefined) ?? props.type ?? 'text';
  if (typeof schema.maxLength !== 'number' || !TEXT_TYPES.has(type)) return <Base {...props} />;
  return (
    <Input
      id={id}
      name={props.htmlName || id}
      type={type}
      maxLength={schema.maxLength}
      value={(value as string | undefined) ?? ''}
      placeholder={props.placeholder}
      disabled={disabled || readonly}
      required={props.required}
      autoComplete={options.autocomplete as string | undefined}
      onChange={(e) => props.onChange(e.target.value === '' ? options.emptyValue : e.target.value)}
      onBlur={(e) => props.onBlur(id, e.target.value)}
      onFocus={(e) => props.onFocus(id, e.target.value)}
    />
  );
}

export function CappedTextarea(props: WidgetProps) {
  const { schema, id, value, options, readonly, disabled } = props;
  return (
    <Input.TextArea
      id={id}
      name={props.htmlName || id}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      rows={(options.rows as number | undefined) ?? 4}
      value={(value as string | undefined) ?? ''}
      placeholder={props.placeholder}
      disabled={disabled || readonly}
      onChange={(e) => props.onChange(e.target.value === '' ? options.emptyValue : e.target.value)}
      onBlur={(e) => props.onBlur(id, e.target.value)}
      onFocus={(e) => props.onFocus(id, e.target.value)}
    />
  );
}

function textOf(value: unknown): string {
  return value === undefined || value === null ? '' : JSON.stringify(value, null, 2);
}

/**
 * A JSON field as text: parsed on every keystroke; a value that parses is handed to the form (whose
 * schema check then speaks), one that does not stays in the box with the parser's reason.
 */
export function JsonWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const { id, value, readonly, disabled } = props;
  const context = props.registry.formContext as EditContext | undefined;
  const [text, setText] = useState(() => textOf(value));
  const [parseError, setParseError] = useState<string | null>(null);

  function report(message: string | null) {
    setParseError(message);
    context?.reportJsonError?.(fieldKey(id), message);
  }

  function edit(next: string) {
    setText(next);
    if (next.trim() === '') {
      report(null);
      props.onChange(undefined);
      return;
    }
    try {
      const parsed: unknown = JSON.parse(next);
      report(null);
      props.onChange(parsed);
    } catch (error) {
      report(t(editWidgetText('jsonInvalid'), { reason: (error as Error).message }));
    }
  }

  return (
    <div data-testid={`json-editor-${fieldKey(id)}`}>
      <Input.TextArea
        id={id}
        name={props.htmlName || id}
        value={text}
        rows={6}
        spellCheck={false}
        placeholder={t(editWidgetText('jsonHint'))}
        status={parseError ? 'error' : undefined}
        style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 12 }}
        disabled={disabled || readonly}
        onChange={(e) => edit(e.target.value)}
        onBlur={() => {
          // A text that parses is shown tidied once the user leaves it.
          if (!parseError && text.trim() !== '') setText(textOf(JSON.parse(text)));
          props.onBlur(id, value);
        }}
        onFocus={() => props.onFocus(id, value)}
      />
      {parseError ? (
        <Typography.Text type="danger" role="alert">
          {parseError}
        </Typography.Text>
      ) : null}
    </div>
  );
}
