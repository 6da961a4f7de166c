/**
 * A container's structural children in the panel: grid columns with their span, tab panes with their
 * title. Adding and removing go through the container's own actions (its designer part), so the last
 * pane / column rules are the part's, and every change is a core command like any other edit.
 */
import { useState } from 'react';
import { Button, Input, InputNumber, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Widget } from '../../../schemas/form/types.ts';
import type { PropertyEditor } from '../../../widgets/designer-contract.ts';
import { designerOf } from '../../../widgets/designers.ts';
import { runContainerAction, setOption, typed } from '../core/commands.ts';
import type { EditorContext, EditorProps } from './contract.ts';
import { asText } from './basic-editors.tsx';
import { useDraft } from './use-draft.ts';

type Props = EditorProps<Extract<PropertyEditor, { kind: 'children' }>>;

function ChildRow({ child, of, index, context, report }: { child: Widget; of: 'cols' | 'tabs'; index: number; context: EditorContext; report: (message: string | null) => void }) {
  const { t } = useTranslation('designer');
  const key = of === 'cols' ? 'span' : 'label';
  const commit = (value: unknown, typing?: boolean) => {
    const refusal = context.run(typed(setOption(child.id, key, value), child.id, key, typing));
    report(refusal ? t(refusal.key, refusal.params) : null);
    return refusal;
  };
  const text = useDraft(asText(child.options?.label), commit);
  const span = typeof child.options?.span === 'number' ? child.options.span : null;
  const container = context.widget;
  const childActions = container ? (designerOf(container.type)?.actions ?? []).filter((action) => action.on === 'child' && (action.enabled?.(container, child.id) ?? true)) : [];
  return (
    <Space.Compact size="small" style={{ display: 'flex', marginBottom: 4 }}>
      {of === 'cols' ? (
        <InputNumber
          aria-label={`${t('editor.children.span')} ${index + 1}`}
          min={1}
          max={24}
          precision={0}
          style={{ flex: 1 }}
          value={span}
          onChange={(next) => typeof next === 'number' && commit(next)}
        />
      ) : (
        <Input aria-label={`${t('editor.children.label')} ${index + 1}`} value={text.shown} onChange={(event) => text.change(event.target.value)} onBlur={text.flush} onPressEnter={text.flush} />
      )}
      <Button onClick={() => context.store.select(child.id)}>{child.id}</Button>
      {childActions.map((action) => (
        <Button
          key={action.key}
          aria-label={`${t(action.label)} ${index + 1}`}
          onClick={() => {
            const refusal = context.run(runContainerAction(container!.id, action.key, child.id));
            report(refusal ? t(refusal.key, refusal.params) : null);
          }}
        >
          {t(action.label)}
        </Button>
      ))}
    </Space.Compact>
  );
}


export function ChildrenEditor({ id, spec, context }: Props) {
  const { t } = useTranslation('designer');
  const [problem, setProblem] = useState<string | null>(null);
  const container = context.widget;
  if (!container) return null;
  const of = spec.editor.of;
  const children = Array.isArray(container[of]) ? (container[of] as Widget[]) : [];
  const selfActions = (designerOf(container.type)?.actions ?? []).filter((action) => action.on === 'self' && (action.enabled?.(container, undefined) ?? true));
  return (
    <div id={id} className="fh-children-editor">
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t(of === 'cols' ? 'editor.children.cols' : 'editor.children.tabs')}
      </Typography.Text>
      {children.map((child, index) => (
        <ChildRow key={child.id} child={child} of={of} index={index} context={context} report={setProblem} />
      ))}
      <Space size={4} wrap>
        {selfActions.map((action) => (
          <Button
            key={action.key}
            size="small"
            onClick={() => {
              const refusal = context.run(runContainerAction(container.id, action.key, undefined));
              setProblem(refusal ? t(refusal.key, refusal.params) : null);
            }}
          >
            {t(action.label)}
          </Button>
        ))}
      </Space>
      {problem ? (
        <div role="alert" className="fh-editor-error">
          {problem}
        </div>
      ) : null}
    </div>
  );
}
