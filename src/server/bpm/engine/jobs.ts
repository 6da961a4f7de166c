/**
 * The job kinds of event starts, thrown messages and call activities (registerBpm adds them to the
 * server's job runner beside timers and signals). Each runs in the job's own transaction and locks at
 * most one instance; a locked instance answers "again shortly".
 */
import type { JobHandler } from '../../jobs/runner.ts';
import type { Db } from '../../db/client.ts';
import { BUSY, type BpmEngine } from './engine.ts';
import { fireSubscription, SIGNAL_START_JOB } from './events.ts';
import { MESSAGE_JOB, type MessagePayload } from './messages.ts';
import { findEventStarts, START_TIMER_JOB, startTimerDue, type StartTimerPayload } from './start-events.ts';
import { CALL_CANCEL_JOB, CALL_RETURN_JOB, resumeCaller, type CallReturnPayload } from './behaviours/call-activity.ts';
import { EngineError } from './types.ts';

const BUSY_RETRY_MS = 250;
const retry = () => new Date(Date.now() + BUSY_RETRY_MS);

export function engineEventJobs(engine: BpmEngine): Record<string, JobHandler> {
  return {
    // A timer start event: one instance per firing while the definition is not suspended.
    [START_TIMER_JOB]: {
      async run(job, tx) {
        const { start, next } = await startTimerDue(tx, job, new Date());
        const payload = job.payload as StartTimerPayload;
        if (start) await engine.startInstance({ definitionId: payload.definitionId, startEventId: payload.activityId, initiator: null }, tx);
        return next;
      },
    },
    [SIGNAL_START_JOB]: {
      async run(job, tx) {
        const { name } = job.payload as { name: string };
        for (const starter of await findEventStarts(tx, 'signal', name)) await engine.startInstance({ definitionId: starter.definitionId, startEventId: starter.activityId, initiator: null }, tx);
        return null;
      },
    },
    [MESSAGE_JOB]: {
      async run(job, tx) {
        return (await deliverMessage(engine, job.payload as MessagePayload, tx)) === BUSY ? retry() : null;
      },
    },
    [CALL_RETURN_JOB]: {
      async run(job, tx) {
        const payload = job.payload as CallReturnPayload;
        const answer = await engine.execute(payload.instanceId, (run) => resumeCaller(run, payload), { tx, lock: 'skip' }).catch(ignoreMissing);
        return answer === BUSY ? retry() : null;
      },
    },
    [CALL_CANCEL_JOB]: {
      async run(job, tx) {
        const answer = await engine
          .execute(job.refId, async (run) => {
            if (run.instance.status === 'running') await run.endInstance('cancelled', 4, '上级流程已取消该子流程');
          }, { tx, lock: 'skip' })
          .catch(ignoreMissing);
        return answer === BUSY ? retry() : null;
      },
    },
  };
}

/** An instance deleted meanwhile: nothing left to do. */
function ignoreMissing(error: unknown): null {
  if (error instanceof EngineError && error.code === 'notFound') return null;
  throw error;
}

/**
 * A thrown message: to the instance waiting for it (the thrower's business key first, then the oldest
 * subscription), else it starts the process with that message start event; a message nobody takes is
 * dropped (a thrown message is not a request anyone must answer).
 */
async function deliverMessage(engine: BpmEngine, payload: MessagePayload, tx: Db): Promise<unknown> {
  const instanceId = await engine.messageReceiver(payload.name, payload.businessKey, tx);
  if (instanceId) {
    return engine
      .execute(instanceId, async (run) => {
        const sub = run.state.subscriptions.values().find((s) => s.eventType === 'message' && s.eventName === payload.name);
        if (sub && run.instance.status === 'running') await fireSubscription(run, sub);
      }, { tx, lock: 'skip' })
      .catch(ignoreMissing);
  }
  const [starter] = await findEventStarts(tx, 'message', payload.name);
  if (starter) await engine.startInstance({ definitionId: starter.definitionId, startEventId: starter.activityId, initiator: null, businessKey: payload.businessKey }, tx);
  return null;
}
