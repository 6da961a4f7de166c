/**
 * The approval record of an instance: the start, then each task in creation order — who (or the
 * candidates while nobody has claimed it), its result, opinion, received and finished times, how long
 * it took, who was copied — and the end.
 */
import { Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InstanceDetail, TimelineTask } from './api.ts';
import { Duration, joinNames, ResultTag, when } from './display.tsx';
import { BPM_NS } from './i18n.ts';

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

export function InstanceTimeline({ detail }: { detail: InstanceDetail }) {
  const { t } = useTranslation(BPM_NS);
  const instance = detail.processInstance;
  const taskItem = (task: TimelineTask) => {
    const who = task.assigneeUser?.humanName ?? (task.assigneeUserList.length ? t('candidates', { names: joinNames(task.assigneeUserList.map((p) => p.humanName)) }) : t('waiting'));
    const copied = copiedNames(task);
    return {
      key: task.id,
      color: COLOR[task.result ?? 1] ?? 'blue',
      content: (
        <div data-testid="timeline-task" data-task={task.id} data-result={task.result ?? ''}>
          <Typography.Text strong>{task.name}</Typography.Text> <ResultTag result={task.result} />
          <div>
            {who}
            {task.ownerUser && task.ownerUser.humancode !== task.assigneeUser?.humancode ? <Typography.Text type="secondary"> · {t('delegatedBy', { name: task.ownerUser.humanName })}</Typography.Text> : null}
          </div>
          {task.reason ? (
            <div className="fh-bpm-opinion" data-testid="timeline-opinion">
              {t('labelled', { label: t('opinion'), value: task.reason })}
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
        </div>
      ),
    };
  };
  const items = [
    {
      key: '$start',
      color: 'green',
      content: (
        <div data-testid="timeline-start">
          <Typography.Text strong>{t('startNode')}</Typography.Text>
          <div>
            {instance.startUser?.humanName}
            {instance.startUser?.organizationnames ? ` (${instance.startUser.organizationnames})` : ''}
          </div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('startTime')} {when(instance.createTime)}
          </Typography.Text>
        </div>
      ),
    },
    ...detail.tasks.map(taskItem),
    ...(instance.endTime
      ? [
          {
            key: '$end',
            color: COLOR[instance.result] ?? 'gray',
            content: (
              <div data-testid="timeline-end">
                <Typography.Text strong>{t('stepType.endEvent')}</Typography.Text> <ResultTag result={instance.result} />
                {instance.endReason ? <div>{instance.endReason}</div> : null}
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('endTime')} {when(instance.endTime)}
                </Typography.Text>
              </div>
            ),
          },
        ]
      : []),
  ];
  return <Timeline items={items} data-testid="instance-timeline" />;
}
