/**
 * Attachments of process forms (file-upload and picture-upload values in the start form or a task's
 * form) are private files: besides their uploader, the people of the process may open them — its
 * initiator, whoever holds or held one of its tasks (assignee, delegating owner, candidate) and the CC
 * recipients — and the definition managers, who see every process. Registered with the file routes'
 * FileAccess, so /file/view answers them like the owner.
 *
 * The file's uploader must have taken part in that same instance (started it, or held one of its
 * tasks): process data is written by its users, so without this, anyone who once learned a file's link
 * could paste it into a process of their own and open it for good.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { FileReferrer } from '../../modules/file-store.ts';
import { hasPermission } from '../../../schemas/permissions.ts';

/** Who sees every process (as the instance routes' seesAll). */
const MANAGER_PERMISSION = 'sys_definition_view';

export function processFileReferrer(db: Db): FileReferrer {
  return async (fileId, viewer) => {
    const link = `/file/view/${fileId}`;
    const everyProcess = hasPermission(viewer.permissions, MANAGER_PERMISSION);
    // The instances the viewer takes part in come first (each from its own index), so only their
    // variables and task forms are searched for the link.
    const rows = await db.execute(sql`
      with me as (select humancode from syt_permission_account where id = ${viewer.accountId}),
      uploader as (select a.humancode from syt_file f join syt_permission_account a on a.id = f.uploader_id where f.id = ${fileId}),
      mine as (
        select i.id from bpm_instance i where ${everyProcess}
        union select i.id from bpm_instance i, me where i.initiator = me.humancode
        union select t.instance_id from bpm_task t, me where t.assignee = me.humancode or t.owner = me.humancode
        union select t.instance_id from bpm_task t, me where t.candidate_users @> jsonb_build_array(me.humancode)
        union select c.instance_id from bpm_copy c, me where c.user_code = me.humancode
      )
      select 1 as found from mine, uploader
      where (exists (select 1 from bpm_variable v where v.instance_id = mine.id and strpos(v.value::text, ${link}) > 0)
          or exists (select 1 from bpm_task t where t.instance_id = mine.id and strpos(t.form_data::text, ${link}) > 0))
        and (exists (select 1 from bpm_instance i where i.id = mine.id and i.initiator = uploader.humancode)
          or exists (select 1 from bpm_task t where t.instance_id = mine.id and (t.assignee = uploader.humancode or t.owner = uploader.humancode)))
      limit 1`);
    return (rows as unknown as { rows: unknown[] }).rows.length > 0;
  };
}
