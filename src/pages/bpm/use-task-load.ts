/**
 * The task and its instance as the approve page (/bpm/task/approve) and the resubmit page (/edit) load
 * them: both together, keyed by the link and an attempt counter so a retry or a new link never shows
 * the previous answer. The approve page can do without the instance (the record is then left out); the
 * resubmit page cannot (it shows the return's opinion from it).
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../runtime/api/client.ts';
import { bpmApi, type InstanceDetail, type TaskDetail } from './api.ts';
import { BPM_NS } from './i18n.ts';

export type TaskLoad = { key: string; task: TaskDetail; instance: InstanceDetail | undefined; error?: undefined } | { key: string; error: string };

export interface TaskLoadState {
  /** This link's answer; undefined while it loads. */
  loaded: TaskLoad | undefined;
  reload: () => void;
  /** Shows a failure found elsewhere on the page (e.g. while looking the task up) as this link's answer. */
  fail: (error: string) => void;
}

export function useTaskLoad(instanceId: string | null, taskId: string | null, instanceRequired: boolean): TaskLoadState {
  const { t } = useTranslation(BPM_NS);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<TaskLoad>();
  const key = `${instanceId}#${taskId}#${attempt}`;

  useEffect(() => {
    if (!taskId || (instanceRequired && !instanceId)) return undefined;
    const controller = new AbortController();
    const instance = instanceId ? bpmApi.instance(instanceId, controller.signal) : Promise.resolve(undefined);
    Promise.all([bpmApi.task(taskId, controller.signal), instanceRequired ? instance : instance.catch(() => undefined)]).then(
      ([task, detail]) => setAnswer({ key, task, instance: detail }),
      (e: unknown) => !controller.signal.aborted && setAnswer({ key, error: errorText(e, t('loadFailed')) }),
    );
    return () => controller.abort();
  }, [taskId, instanceId, instanceRequired, key, t]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const fail = useCallback((error: string) => setAnswer({ key, error }), [key]);
  return { loaded: answer?.key === key ? answer : undefined, reload, fail };
}
