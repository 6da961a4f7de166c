/**
 * The form service calls of form-designer §7 that the entity runtime does not answer by itself:
 * `/bpmForm/get` answers {conf, fields, …} in info. queryPage, edit and delete are the bpmForm
 * entity's own calls (src/entities/bpmForm.json, hook in src/server/entity/hooks/bpm-form-hooks.ts).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { object, str } from '../http/body.ts';
import type { ServerContext } from '../http/context.ts';
import { ok } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { readConf, storedConf } from '../entity/hooks/bpm-form-conf.ts';
import { columnsOf } from '../entity/query.ts';
import { calendarFor } from '../campus/calendar-store.ts';
import { validateSubmission } from '../../schemas/form/validate-submission.ts';

const getBody = {
  ...object({ id: str(64, { minLength: 1 }), formId: str(64, { minLength: 1 }) }),
  anyOf: [{ required: ['id'] }, { required: ['formId'] }],
};

/** The designer's preview sends the form it is editing (not yet saved) and the data filled in. */
const validateBody = {
  type: 'object',
  required: ['formJson', 'data'],
  additionalProperties: false,
  properties: { formJson: { anyOf: [{ type: 'object' }, { type: 'string' }] }, data: { type: 'object' } },
};

/** Who may design forms may ask the server's verdict on a preview (the same codes as /bpmForm/edit). */
const designCodes = ['sys_form_btn_add', 'sys_form_btn_edit'];

export function registerFormRoutes(app: FastifyInstance, ctx: ServerContext): void {
  // The designer's preview: the server's verdict on data filled into a form being designed, through
  // the same readConf and validateSubmission as a saved form and a submitted process form.
  app.post('/bpmForm/validate', { config: { permission: designCodes }, schema: { body: validateBody } }, async (request) => {
    const body = request.body as { formJson: unknown; data: Record<string, unknown> };
    const schema = readConf(body.formJson, request.lang);
    return ok(validateSubmission(schema, body.data, null, { lang: request.lang, calendar: await calendarFor(ctx.db, schema) }));
  });

  // Any signed-in user may read a form: starting or approving a process renders it.
  app.post('/bpmForm/get', { schema: { body: getBody } }, async (request) => {
    const body = request.body as { id?: string; formId?: string };
    const id = body.id ?? body.formId!;
    const runtime = ctx.entities?.get('bpmForm');
    if (!runtime) throw notFound('表单不可用', 'Forms are not available');
    const cols = columnsOf(runtime);
    const [row] = (await ctx.db.select().from(runtime.table).where(eq(cols.id!, id)).limit(1)) as Record<string, unknown>[];
    if (!row) throw notFound('表单不存在', 'The form does not exist');
    // A conf stored by an older version is answered upgraded (the row itself changes on its next save).
    const { conf, fields, schemaVersion } = storedConf(readConf(row.conf, request.lang));
    return ok({
      id: row.id,
      name: row.name,
      status: row.status,
      remark: row.remark,
      conf,
      fields,
      schemaVersion,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    });
  });
}
