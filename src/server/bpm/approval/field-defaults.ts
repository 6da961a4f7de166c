/**
 * Field-permission defaults written as echo expressions. The form-permission dialog (process-designer
 * §2) offers the options of /bpmFormVariable/list, whose values are expressions such as `${initiator}`;
 * stored as a node's `defaultValue` they would reach the form as that literal text. The server answers
 * them evaluated instead, with the safe evaluator of src/schemas/expression, against the instance's
 * variables and the built-in echo variables below. A default that cannot be evaluated (an unknown name,
 * a syntax error, a value that is not a plain value) becomes empty: a user never sees `${…}`.
 *
 * The same resolution is used where the server checks a submission (rules.ts, batch.ts), so a read-only
 * field's reference value is the evaluated default the page showed, not the raw text.
 */
import { eq } from 'drizzle-orm';
import { ExpressionError, evaluateTemplate, isTemplate } from '../../../schemas/expression/index.ts';
import { formatDay, todayOf } from '../../../schemas/form/dates.ts';
import type { Db } from '../../db/client.ts';
import { accounts, organizations } from '../../db/schema.ts';

/**
 * The built-in echo variables, whatever the instance holds: the seeded system variables of
 * bpmFormVariable (initiator, initiatorDept) and the other facts of the initiator and the day a
 * system variable row may name. Instance variables of the same name win (they are what the process holds).
 */
export const ECHO_VARIABLES = ['initiator', 'initiatorName', 'initiatorDept', 'initiatorDeptName', 'today', 'now'] as const;

export interface EchoContext {
  /** The instance's initiator (humancode); null for an instance no one started (timer, message). */
  initiator: string | null;
  /** The instance's variables (internal `__` ones are never offered). */
  variables: Record<string, unknown>;
  now?: Date;
}

const INTERNAL = /^__/;

/** What is read of a field permission (the form's and the process vocabulary's rows both fit). */
export interface EchoDefault {
  name: string;
  defaultValue?: unknown;
}

const isTemplateText = (value: unknown): value is string => {
  if (typeof value !== 'string' || !/[$#]\{/.test(value)) return false;
  try {
    return isTemplate(value);
  } catch {
    // An unparsable `${…` is still an expression the designer wrote, not text meant to be shown.
    return true;
  }
};

/** True when some permission's default is an expression (the only case that needs the scope). */
export function hasExpressionDefaults(permissions: readonly EchoDefault[]): boolean {
  return permissions.some((p) => isTemplateText(p.defaultValue));
}

async function builtIns(db: Db, context: EchoContext): Promise<Record<string, unknown>> {
  const now = context.now ?? new Date();
  const out: Record<string, unknown> = { today: formatDay(todayOf(now)), now: now.toISOString() };
  const code = context.initiator ?? (typeof context.variables.initiator === 'string' ? context.variables.initiator : null);
  if (!code) return out;
  const [row] = await db
    .select({ name: accounts.humanname, orgId: accounts.organizationId, orgName: organizations.name })
    .from(accounts)
    .leftJoin(organizations, eq(organizations.id, accounts.organizationId))
    .where(eq(accounts.humancode, code));
  out.initiator = code;
  out.initiatorName = row?.name ?? code;
  if (row?.orgId) out.initiatorDept = row.orgId;
  if (row?.orgName) out.initiatorDeptName = row.orgName;
  return out;
}

/** A value a form field can hold: text, number, boolean, or a list / record of such (no functions). */
function plain(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return typeof value !== 'number' || Number.isFinite(value);
  if (Array.isArray(value)) return value.every(plain);
  if (typeof value === 'object') return Object.values(value as object).every(plain);
  return false;
}

/** One expression default evaluated; '' when it cannot be (never the raw text). */
function evaluateDefault(text: string, scope: Record<string, unknown>): unknown {
  try {
    // strict: an unknown name is an error (→ empty), not a silent null printed into mixed text.
    const value = evaluateTemplate(text, scope, { strict: true });
    return value === null || value === undefined || !plain(value) ? '' : value;
  } catch (error) {
    if (error instanceof ExpressionError) return '';
    throw error;
  }
}

/** No value yet: absent, null or ''. A start form stores every field it has, empty ones as '' or null. */
const isUnset = (value: unknown): boolean => value === undefined || value === null || value === '';

export interface ResolvedDefaults<P> {
  /** The permissions with every expression default evaluated ('' when it cannot be). */
  permissions: P[];
  /**
   * The fields with no value yet that an expression default fills: name → evaluated value. The form
   * runtime fills from a default only when the data lacks the field, and a start form that is also the
   * node's form has stored its empty fields; so the server fills them, and checks a read-only field
   * against the same value.
   */
  filled: Record<string, unknown>;
}

/**
 * Every expression default of the permissions evaluated. `values` are the field values the instance
 * holds: a field with a value keeps it (its default is answered empty, nothing reads it); a field
 * with none is filled with the evaluated default, unless that is empty too.
 */
export async function resolveFieldDefaults<P extends EchoDefault>(db: Db, permissions: readonly P[], context: EchoContext, values: Record<string, unknown> = {}): Promise<ResolvedDefaults<P>> {
  if (!hasExpressionDefaults(permissions)) return { permissions: [...permissions], filled: {} };
  const scope: Record<string, unknown> = await builtIns(db, context);
  for (const [name, value] of Object.entries(context.variables)) if (!INTERNAL.test(name) && value !== undefined) scope[name] = value;
  const filled: Record<string, unknown> = {};
  const resolved = permissions.map((p) => {
    if (!isTemplateText(p.defaultValue)) return p;
    if (!isUnset(values[p.name])) return { ...p, defaultValue: '' };
    const value = evaluateDefault(p.defaultValue, scope);
    if (!isUnset(value)) filled[p.name] = value;
    return { ...p, defaultValue: value };
  });
  return { permissions: resolved, filled };
}
