/**
 * The approval record of an instance: the start, then each task in creation order — who (or the
 * candidates while nobody has claimed it), its result, opinion, received and finished times, how long
 * it took, who was copied, an open task's time limit and reminders (TaskTimeout) — and the end. With
 * `onSelect` it is tied to the diagram: an entry picks its node, and the entries of the `selected` node
 * are marked and scrolled to (on a desk, where the record sits beside the diagram; on a phone it is
 * below, and the diagram's own box tells about the node).
 */
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InstanceDetail, TimelineTask } from './api.ts';
import { Duration, joinNames, reasonText, ResultTag, when } from './display.tsx';
import { BPM_NS } from './i18n.ts';
import { TaskTimeout } from './TaskTimeout.tsx';
// oxlint-disable-next-line import/no-unassigned-import -- registers the fixes texts (reason codes)
import './workspace-fixes-i18n.ts';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet has no binding
import './diagram/diagram.css';

/** Names of the people a task copied, from the viewer's copyListJson ([{type: 'user', id: JSON of [{id, humanname}]}]). */
export function copiedNames(task: Pick<TimelineTask, 'copyListJson'>): string[] {
  const names: string[] = [];
  for (const entry of task.copyListJson ?? []) {
    try {
      const people = JSON.parse(entry.id) as { id: string; humanname?: string }[];
      for (const p of people) names.push(p.humanname || p.id);
    } catch {
      // an entry that is not a list of people names nobody
    }
  }
  return names;
}

const COLOR: Record<number, string> = { 1: 'blue', 2: 'green', 3: 'red', 4: 'gray', 5: 'orange', 6: 'blue', 7: 'blue' };

export function InstanceTimeline({ detail, selected, onSelect }: { detail: InstanceDetail; selected?: string | undefined; onSelect?: ((activityId: string) => void) | undefined }) {
  const { t } = useTranslation(BPM_NS);
  const instance = detail.processInstance;
  const list = useRef<HTMLDivElement>(null);
  const startId = detail.activities.find((a) => a.type === 'startEvent')?.key;
  const endId = detail.activities.findLast((a) => a.type === 'endEvent')?.key;

  useEffect(() => {
    if (!selected || !list.current || window.matchMedia?.('(max-width: 767px)').matches) return;
    const first = list.current.querySelector(`[data-activity="${CSS.escape(selected)}"]`);
    first?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [selected]);

  /** An entry that selects its node on the diagram (click, Enter or Space). */
  const pick = (activityId: string | undefined, testId: string, extra: Record<string, string | number>, children: ReactNode) => {
    const on = activityId !== undefined && activityId === selected;
    const props =
      onSelect && activityId
        ? {
            role: 'button',
            tabIndex: 0,
            onClick: () => onSelect(activityId),
            onKeyDown: (e: KeyboardEvent) => {
              if (e.key !== 'Enter' && e.key !== ' ') return;
              e.preventDefault();
              onSelect(activityId);
            },
          }
        : {};
    return (
      <div data-testid={testId} data-activity={activityId ?? ''} data-selected={on ? 'true' : undefined} className={`fh-timeline-entry${on ? ' fh-timeline-selected' : ''}${onSelect && activityId ? ' fh-timeline-pickable' : ''}`} {...extra} {...props}>
        {children}
      </div>
    );
  };
  const taskItem = (task: TimelineTask) => {
    const who = task.assigneeUser?.humanName ?? (task.assigneeUserList.length ? t('candidates', { names: joinNames(task.assigneeUserList.map((p) => p.humanName)) }) : t('waiting'));
    const copied = copiedNames(task);
    return {
      key: task.id,
      color: COLOR[task.result ?? 1] ?? 'blue',
      content: pick(
        task.activityId,
        'timeline-task',
        { 'data-task': task.id, 'data-result': task.result ?? '' },
        <>
          <Typography.Text strong>{task.name}</Typography.Text> <ResultTag result={task.result} />
          <div>
            {who}
            {task.ownerUser && task.ownerUser.humancode !== task.assigneeUser?.humancode ? <Typography.Text type="secondary"> · {t('delegatedBy', { name: task.ownerUser.humanName })}</Typography.Text> : null}
          </div>
          {reasonText(task, t) ? (
            <div className="fh-bpm-opinion" data-testid="timeline-opinion">
              {t('labelled', { label: t('opinion'), value: reasonText(task, t) })}
            </div>
          ) : null}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('receiveTime')} {when(task.createTime)}
            {task.endTime ? (
              <>
                {' · '}
                {t('endTime')} {when(task.endTime)} · {t('duration')} <Duration from={task.createTime} to={task.endTime} />
              </>
            ) : null}
          </Typography.Text>
          {copied.length ? <div style={{ fontSize: 12 }}>{t('ccTo', { names: joinNames(copied) })}</div> : null}
          {task.timeout && !task.endTime ? <TaskTimeout timeout={task.timeout} /> : null}
        </>,
      ),
    };
  };
  const items = [
    {
      key: '$start',
      color: 'green',
      content: pick(
        startId,
        'timeline-start',
        {},
        <>
          <Typography.Text strong>{t('startNode')}</Typography.Text>
          <div>
            {instance.startUser?.humanName}
            {instance.startUser?.organizationnames ? ` (${instance.startUser.organizationnames})` : ''}
          </div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('startTime')} {when(instance.createTime)}
          </Typography.Text>
        </>,
      ),
    },
    ...detail.tasks.map(taskItem),
    ...(instance.endTime
      ? [
          {
            key: '$end',
            color: COLOR[instance.result] ?? 'gray',
            content: pick(
              endId,
              'timeline-end',
              {},
              <>
                <Typography.Text strong>{t('stepType.endEvent')}</Typography.Text> <ResultTag result={instance.result} />
                {instance.endReason ? <div>{instance.endReason}</div> : null}
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('endTime')} {when(instance.endTime)}
                </Typography.Text>
              </>,
            ),
          },
        ]
      : []),
  ];
  return (
    <div ref={list}>
      <Timeline items={items} data-testid="instance-timeline" />
    </div>
  );
}
