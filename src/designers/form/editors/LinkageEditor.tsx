/**
 * linkbuttons.dynamic: the watched field is the widget being edited; each rule names a value and the
 * target fields that become hidden/shown and required/not while the watched field equals it (spec §4,
 * evaluated by src/schemas/form/linkage.ts in the renderer and on the server alike).
 */
import { useMemo } from 'react';
import { Button, Card, Input, Select, Space, Switch, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { LinkageRule, OptionItem } from '../../../schemas/form/types.ts';
import type { PropertyEditor } from '../../../widgets/designer-contract.ts';
import type { EditorContext, EditorProps } from './contract.ts';
import { useFormFields } from '../panel/use-store.ts';
import { asText } from './basic-editors.tsx';
import { useDraft } from './use-draft.ts';

export function readRules(value: unknown): LinkageRule[] {
  return Array.isArray(value) ? (value.filter((rule) => typeof rule === 'object' && rule !== null && !Array.isArray(rule)) as LinkageRule[]) : [];
}

export function targetsOf(rule: LinkageRule): string[] {
  const names = rule.widgetName;
  const list = Array.isArray(names) ? names : typeof names === 'string' ? names.split(',') : [];
  return list.map((name) => String(name).trim()).filter((name) => name !== '');
}

/** One target stays a string, as VForm writes it; several are a list. */
function withTargets(rule: LinkageRule, names: string[]): LinkageRule {
  return { ...rule, widgetName: names.length === 1 ? names[0]! : names };
}

const flag = (value: unknown) => value === true || value === 'true';

/** A rule's target fields; the form's field list is read only where a rule is shown (issue #13: most widgets have none). */
function TargetSelect({ context, index, value, onChange }: { context: EditorContext; index: number; value: string[]; onChange: (names: string[]) => void }) {
  const { t } = useTranslation('designer');
  const fields = useFormFields(context.store, context.widget?.id);
  const targets = useMemo(() => fields.filter((field) => !field.subForm).map((field) => ({ value: field.name, label: `${field.label} (${field.name})` })), [fields]);
  return (
    <Select
      size="small"
      mode="multiple"
      aria-label={`${t('editor.linkage.targets')} ${index + 1}`}
      placeholder={t('editor.linkage.pickTargets')}
      value={value}
      options={targets}
      onChange={onChange}
    />
  );
}

export function LinkageEditor({ id, value, onChange, context }: EditorProps<Extract<PropertyEditor, { kind: 'linkage' }>>) {
  const { t } = useTranslation('designer');
  const draft = useDraft<LinkageRule[]>(readRules(value), onChange);
  const rules = draft.shown;
  const now = draft.set;
  const patch = (index: number, change: (rule: LinkageRule) => LinkageRule, immediate: boolean) => {
    const next = rules.map((rule, i) => (i === index ? change(rule) : rule));
    if (immediate) now(next);
    else draft.change(next);
  };
  // A choice field offers its own option values, typed as stored (1 is not '1' in the saved rule).
  const choices = Array.isArray(context.widget?.options.optionItems) ? (context.widget.options.optionItems as OptionItem[]) : [];

  return (
    <div id={id} className="fh-linkage-editor">
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 4 }}>
        {t('editor.linkage.intro')}
      </Typography.Paragraph>
      {rules.length === 0 ? <Typography.Text type="secondary">{t('editor.linkage.empty')}</Typography.Text> : null}
      {rules.map((rule, index) => (
        <Card key={index} size="small" style={{ marginBottom: 6 }} styles={{ body: { padding: 6 } }}>
          <Space direction="vertical" size={4} style={{ width: '100%' }}>
            {choices.length > 0 ? (
              <Select
                size="small"
                aria-label={`${t('editor.linkage.value')} ${index + 1}`}
                placeholder={t('editor.linkage.value')}
                value={choices.findIndex((item) => String(item.value) === String(rule.widgetVal)) >= 0 ? String(rule.widgetVal) : undefined}
                options={choices.map((item) => ({ value: String(item.value), label: String(item.label) }))}
                onChange={(picked: string) => patch(index, (r) => ({ ...r, widgetVal: choices.find((item) => String(item.value) === picked)?.value ?? picked }), true)}
              />
            ) : (
              <Input
                size="small"
                aria-label={`${t('editor.linkage.value')} ${index + 1}`}
                placeholder={t('editor.linkage.value')}
                value={asText(rule.widgetVal)}
                onChange={(event) => patch(index, (r) => ({ ...r, widgetVal: event.target.value }), false)}
                onBlur={draft.flush}
              />
            )}
            <TargetSelect context={context} index={index} value={targetsOf(rule)} onChange={(names) => patch(index, (r) => withTargets(r, names), true)} />
            <Space size={12} wrap>
              <label>
                <Switch size="small" aria-label={`${t('editor.linkage.hidden')} ${index + 1}`} checked={flag(rule.isHidden)} onChange={(checked) => patch(index, (r) => ({ ...r, isHidden: checked }), true)} />{' '}
                {t('editor.linkage.hidden')}
              </label>
              <label>
                <Switch size="small" aria-label={`${t('editor.linkage.required')} ${index + 1}`} checked={flag(rule.isRequired)} onChange={(checked) => patch(index, (r) => ({ ...r, isRequired: checked }), true)} />{' '}
                {t('editor.linkage.required')}
              </label>
              <Button size="small" type="text" danger aria-label={`${t('editor.remove')} ${index + 1}`} icon={<DeleteOutlined />} onClick={() => now(rules.filter((_rule, i) => i !== index))} />
            </Space>
          </Space>
        </Card>
      ))}
      <Button size="small" icon={<PlusOutlined />} onClick={() => now([...rules, { widgetVal: '', widgetName: [], isHidden: true, isRequired: false }])}>
        {t('editor.linkage.addRule')}
      </Button>
    </div>
  );
}
