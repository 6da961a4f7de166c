/**
 * Reservations that need approval through a process. A resource with needApproval and a processKey (a
 * deployed process definition's key) starts that process for each application, through the approval
 * layer's start (the same checks as a person starting it: who may start, the start form), with the
 * business key `resourceApply:<seriesId>`; its occurrences stay pending, holding their slots. When the
 * instance ends, the engine's onInstanceEnded hook (inside the instance's transaction) settles the
 * series: passed → approved; not passed → rejected; cancelled → cancelled (the slots free again).
 * Without a processKey, pending applications are decided on /resourceReservation/audit.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Lang } from '../../../schemas/envelope.ts';
import { APPROVAL_RESULT } from '../../../schemas/bpmn/types.ts';
import { startProcess } from '../../bpm/approval/start.ts';
import type { Run } from '../../bpm/engine/run.ts';
import { rowsOf } from './sql-util.ts';

export const BUSINESS_PREFIX = 'resourceApply:';

export interface ApprovalStart {
  seriesId: string;
  processKey: string;
  humancode: string;
  lang: Lang;
  variables: Record<string, unknown>;
  name: string;
}

/** Starts the approval of a series; a failed start cancels the series (nothing waits for a process that never began). */
export async function startApproval(app: FastifyInstance, db: Db, input: ApprovalStart): Promise<string> {
  try {
    const started = await startProcess(
      app.bpm,
      db,
      { processDefinitionKey: input.processKey, formData: input.variables, businessKey: `${BUSINESS_PREFIX}${input.seriesId}`, name: input.name },
      { humancode: input.humancode, lang: input.lang },
    );
    const instanceId = started.instanceId;
    await db.execute(sql`update syt_resource_apply set process_instance_id = ${instanceId}, updated_at = now() where series_id = ${input.seriesId}`);
    return instanceId;
  } catch (error) {
    await db.execute(sql`update syt_resource_apply set status = 'cancelled', cancelled_at = now(), updated_at = now() where series_id = ${input.seriesId} and status = 'pending'`);
    throw error;
  }
}

const OUTCOME: Record<number, string> = { [APPROVAL_RESULT.pass]: 'approved', [APPROVAL_RESULT.notPass]: 'rejected', [APPROVAL_RESULT.cancel]: 'cancelled' };

/** Settles the series of an ended reservation process, in the instance's own transaction. */
async function settle(run: Run): Promise<void> {
  const key = run.instance.businessKey;
  if (!key?.startsWith(BUSINESS_PREFIX)) return;
  const status = OUTCOME[run.instance.result] ?? 'rejected';
  await rowsOf(
    run.tx,
    sql`update syt_resource_apply set status = ${status}, updated_at = now(), cancelled_at = case when ${status} = 'cancelled' then now() else cancelled_at end
      where series_id = ${key.slice(BUSINESS_PREFIX.length)} and status = 'pending' returning id`,
  );
}

/** Chains settle() after the hooks already installed (the approval layer's notices), once the engine exists. */
export function installApprovalHook(app: FastifyInstance): void {
  app.addHook('onReady', async () => {
    const hooks = app.bpm.hooks;
    const before = hooks.onInstanceEnded;
    hooks.onInstanceEnded = async (run) => {
      await before?.(run);
      await settle(run);
    };
  });
}
