/**
 * The placeholder group (spec §2 "placeholder panel listing earlier user tasks"): for a user task or a
 * sequence flow, the user tasks that come before it on some path (earlier-tasks.ts walks the graph),
 * each with its name and id and the variables it leaves — outcome, a multi-approver node's people and
 * counts, the fields its form lets it write — each copied to the clipboard as `${name}` on click
 * (复制成功). The body follows the diagram: any change to the model re-reads the list while it is open.
 */
import { useEffect, useState } from 'react';
import { App, Empty, Tag, Tooltip, Typography } from 'antd';
import type { ModdleLike } from '../../../schemas/bpmn/index.ts';
import type { BpmnElement, Services } from '../modeler.ts';
import { earlierUserTasks, taskPlaceholders } from './earlier-tasks.ts';
import { usePdT } from './i18n-earlier.ts';
import { loadFormFields, useLoaded } from './panel-data.ts';
import { PanelGroup } from './PanelGroup.tsx';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet has no binding
import './earlier-tasks.css';

interface Props {
  element: BpmnElement;
  services: Services;
  /** The process form: a task without a form of its own writes the process form's fields. */
  processFormId: string | null;
}

function useCopy(): (text: string) => void {
  const { t } = usePdT();
  const { message } = App.useApp();
  return (text) => {
    const failed = () => void message.error(t('earlier.copyFailed', { text }));
    if (!navigator.clipboard) return failed();
    navigator.clipboard.writeText(text).then(() => void message.success(t('earlier.copied')), failed);
  };
}

function EarlierTask({ task, processFormId }: { task: ModdleLike; processFormId: string | null }) {
  const { t } = usePdT();
  const copy = useCopy();
  const formId = String(task.xcformKey ?? '') || processFormId;
  const fields = useLoaded(formId ? `form:${formId}` : null, () => loadFormFields(formId!));
  const id = String(task.id ?? '');
  return (
    <li className="pd-earlier-task" data-testid="pd-earlier-task" data-task={id}>
      <div className="pd-earlier-head">
        <Typography.Text strong>{String(task.name ?? '') || id}</Typography.Text>
        <Tooltip title={t('earlier.copyId')}>
          <Tag className="pd-earlier-copy" role="button" tabIndex={0} onClick={() => copy(id)} onKeyDown={(event) => event.key === 'Enter' && copy(id)}>{id}</Tag>
        </Tooltip>
      </div>
      <ul className="pd-earlier-vars">
        {taskPlaceholders(task, fields).map((item) => (
          <li key={item.name}>
            <Tag color="blue" className="pd-earlier-copy" role="button" tabIndex={0} data-testid="pd-earlier-var" onClick={() => copy(`\${${item.name}}`)} onKeyDown={(event) => event.key === 'Enter' && copy(`\${${item.name}}`)}>
              {`\${${item.name}}`}
            </Tag>
            <Typography.Text type="secondary">{t(`earlier.kinds.${item.kind}`, { label: item.label ?? item.name })}</Typography.Text>
          </li>
        ))}
      </ul>
    </li>
  );
}

function EarlierTasksBody({ element, services, processFormId }: Props) {
  const { t } = usePdT();
  // Tasks added, removed or reconnected anywhere change the list: re-read it on every model change.
  const [, setRevision] = useState(0);
  useEffect(() => services.changes.subscribe(() => setRevision((n) => n + 1)), [services]);
  const tasks = earlierUserTasks(element.businessObject as unknown as ModdleLike);
  return (
    <div data-testid="pd-earlier">
      <Typography.Paragraph type="secondary" className="pd-earlier-hint">{t('earlier.hint')}</Typography.Paragraph>
      {tasks.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('earlier.none')} />
      ) : (
        <>
          <ul className="pd-earlier-list">
            {tasks.map((task) => <EarlierTask key={String(task.id)} task={task} processFormId={processFormId} />)}
          </ul>
          <Typography.Paragraph type="secondary" className="pd-earlier-hint">{t('earlier.shared')}</Typography.Paragraph>
        </>
      )}
    </div>
  );
}

/** Collapsed, the group is its header only: no graph walk and no form loads until it is opened. */
export function EarlierTasksGroup(props: Props) {
  const { t } = usePdT();
  return (
    <PanelGroup id="pd-earlier-group" title={t('earlier.title')}>
      <EarlierTasksBody {...props} />
    </PanelGroup>
  );
}
