/**
 * The process engine's tables (issue 6). The interpreter keeps its whole state as rows: a command locks
 * its instance row, reads the instance's executions, open tasks, variables, subscriptions and open
 * history, and writes back what changed in the same transaction (src/server/bpm/engine/README.md).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());
const at = (name: string) => timestamp(name, { withTimezone: true });

/** A process model as the designer saves it; deploying it makes a new definition version. */
export const bpmModels = pgTable(
  'bpm_model',
  {
    id: id(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    category: text('category'),
    description: text('description'),
    xml: text('xml'),
    /** The start form: its id in the form runtime and the form JSON as saved with the model. */
    formId: text('form_id'),
    formSnapshot: jsonb('form_snapshot'),
    /** Per user task: { [activityId]: { formId, form } }. */
    nodeForms: jsonb('node_forms'),
    /** The latest deployed version (0 before the first deploy). */
    version: integer('version').notNull().default(0),
    creator: text('creator'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bpm_model_key_uq').on(t.key)],
);

/** One deployed version of a model: what instances run, frozen (XML, compiled graph, form snapshots). */
export const bpmDefinitions = pgTable(
  'bpm_definition',
  {
    id: id(),
    key: text('key').notNull(),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    category: text('category'),
    modelId: text('model_id'),
    xml: text('xml').notNull(),
    /** The compiled graph (src/server/bpm/engine/graph.ts), JSON. */
    graph: jsonb('graph').notNull(),
    /** { start: {formId, form} | null, nodes: { [activityId]: {formId, form} } } */
    forms: jsonb('forms'),
    suspended: boolean('suspended').notNull().default(false),
    /** Candidate starters: { orgids: string[], roleids: string[] }; both empty means everyone. */
    candidateStarters: jsonb('candidate_starters'),
    deployedBy: text('deployed_by'),
    deployedAt: at('deployed_at').notNull().defaultNow(),
    /** The version note the deployer wrote (models list: deploy with a note, version history). */
    note: text('note'),
  },
  (t) => [uniqueIndex('bpm_definition_key_version_uq').on(t.key, t.version)],
);

/** A running or finished process. status: running | completed | cancelled; result: platform-shell §3 codes. */
export const bpmInstances = pgTable(
  'bpm_instance',
  {
    id: id(),
    definitionId: text('definition_id').notNull(),
    definitionKey: text('definition_key').notNull(),
    name: text('name'),
    businessKey: text('business_key'),
    status: text('status').notNull().default('running'),
    /** 1 processing, 2 passed, 3 not passed, 4 cancelled (5–7 belong to tasks). */
    result: integer('result').notNull().default(1),
    initiator: text('initiator'),
    startTime: at('start_time').notNull().defaultNow(),
    endTime: at('end_time'),
    /** Why it ended early (cancel reason, the error that ended it …). */
    endReason: text('end_reason'),
    /**
     * Bumped by every engine command that writes the instance's rows: a command that had to wait for the
     * instance lock sees a newer version on the locked row than in its own snapshot, and reloads.
     */
    version: integer('version').notNull().default(0),
  },
  (t) => [
    index('bpm_instance_initiator_ix').on(t.initiator, t.startTime),
    index('bpm_instance_definition_ix').on(t.definitionId),
    index('bpm_instance_business_key_ix').on(t.businessKey),
  ],
);

/**
 * Tokens and scopes. The root execution (parentId null) is the process scope; a token is a child sitting
 * at an activity; a sub-process or multi-instance body is a scope execution (isScope) with children.
 * state: active | waiting (wait state) | joined (arrived at a join, waiting for its siblings).
 */
export const bpmExecutions = pgTable(
  'bpm_execution',
  {
    id: id(),
    instanceId: text('instance_id').notNull(),
    parentId: text('parent_id'),
    activityId: text('activity_id'),
    isScope: boolean('is_scope').notNull().default(false),
    isConcurrent: boolean('is_concurrent').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    state: text('state').notNull().default('active'),
    /** The flow the token arrived by (joins count one token per incoming flow). */
    flowId: text('flow_id'),
    /** Multi-instance body data: { sequential, items?, total, nextIndex }. */
    mi: jsonb('mi'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('bpm_execution_instance_ix').on(t.instanceId)],
);

/** User tasks. status: open | completed | cancelled; result: platform-shell §3 approval codes 1–7. */
export const bpmTasks = pgTable(
  'bpm_task',
  {
    id: id(),
    instanceId: text('instance_id').notNull(),
    definitionId: text('definition_id').notNull(),
    executionId: text('execution_id').notNull(),
    activityId: text('activity_id').notNull(),
    name: text('name'),
    assignee: text('assignee'),
    /** The delegating assignee while a task is delegated (result 6); it comes back to them. */
    owner: text('owner'),
    candidateUsers: jsonb('candidate_users').$type<string[]>(),
    candidateGroups: jsonb('candidate_groups').$type<string[]>(),
    status: text('status').notNull().default('open'),
    result: integer('result').notNull().default(1),
    priority: integer('priority').notNull().default(50),
    createTime: at('create_time').notNull().defaultNow(),
    claimTime: at('claim_time'),
    endTime: at('end_time'),
    dueDate: at('due_date'),
    followUpDate: at('follow_up_date'),
    formKey: text('form_key'),
    /** The form data submitted with this task, kept for history. */
    formData: jsonb('form_data'),
    /** The approval opinion. */
    reason: text('reason'),
    /** Free slot of the approval layer (CC list, chosen next handlers …). */
    extra: jsonb('extra'),
  },
  (t) => [
    index('bpm_task_instance_ix').on(t.instanceId),
    index('bpm_task_assignee_ix').on(t.assignee, t.status),
    index('bpm_task_status_ix').on(t.status, t.createTime),
    // The two halves of 待办 (approval/todo-query.ts): read by plain index scans, which mark the entries
    // of tasks completed since the last vacuum dead as they pass them.
    index('bpm_task_todo_ix').on(t.assignee, t.createTime).where(sql`${t.status} = 'open'`),
    index('bpm_task_unclaimed_ix').on(t.createTime).where(sql`${t.status} = 'open' and ${t.assignee} is null`),
  ],
);

/** Variables of a scope execution (the root execution holds the process variables). */
export const bpmVariables = pgTable(
  'bpm_variable',
  {
    id: id(),
    instanceId: text('instance_id').notNull(),
    executionId: text('execution_id').notNull(),
    name: text('name').notNull(),
    value: jsonb('value'),
  },
  (t) => [index('bpm_variable_instance_ix').on(t.instanceId), uniqueIndex('bpm_variable_scope_name_uq').on(t.executionId, t.name)],
);

/** Activity instances, for the viewer and for return / withdraw decisions. */
export const bpmHistory = pgTable(
  'bpm_history',
  {
    id: id(),
    instanceId: text('instance_id').notNull(),
    executionId: text('execution_id').notNull(),
    activityId: text('activity_id').notNull(),
    activityType: text('activity_type').notNull(),
    activityName: text('activity_name'),
    taskId: text('task_id'),
    startTime: at('start_time').notNull().defaultNow(),
    endTime: at('end_time'),
    /** The sequence flows taken when it was left. */
    outgoing: jsonb('outgoing').$type<string[]>(),
    /** completed | cancelled | moved */
    endState: text('end_state'),
    seq: integer('seq').notNull().default(0),
  },
  (t) => [index('bpm_history_instance_ix').on(t.instanceId, t.seq)],
);

/**
 * What waiting executions listen for: message and signal names, and timers (whose syt_job row has this
 * row's id as ref_id). Boundary events and event-based gateways subscribe on behalf of their execution.
 */
export const bpmEventSubscriptions = pgTable(
  'bpm_event_subscription',
  {
    id: id(),
    instanceId: text('instance_id').notNull(),
    executionId: text('execution_id').notNull(),
    /** The catching element: boundary event, intermediate catch, receive task, event-gateway target. */
    activityId: text('activity_id').notNull(),
    eventType: text('event_type').notNull(),
    eventName: text('event_name'),
    /** Timers: the definition still to run (cycles count down). */
    config: jsonb('config'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('bpm_event_subscription_instance_ix').on(t.instanceId), index('bpm_event_subscription_name_ix').on(t.eventType, t.eventName)],
);

/** CC (抄送) rows: written by the approval layer, read by the CC page and the viewer. */
export const bpmCopies = pgTable(
  'bpm_copy',
  {
    id: id(),
    instanceId: text('instance_id').notNull(),
    taskId: text('task_id'),
    activityId: text('activity_id'),
    /** The humancode the copy goes to. */
    userCode: text('user_code').notNull(),
    creator: text('creator'),
    reason: text('reason'),
    readFlag: boolean('read_flag').notNull().default(false),
    createTime: at('create_time').notNull().defaultNow(),
  },
  (t) => [
    index('bpm_copy_user_ix').on(t.userCode, t.createTime),
    index('bpm_copy_instance_ix').on(t.instanceId),
    // The menu's 抄送我的 badge counts a user's unread copies on every page: read from this small index
    // alone, not by walking all their copies, read ones included (queries.ts listCounts, migration 0012).
    index('bpm_copy_unread_ix').on(t.userCode).where(sql`${t.readFlag} = false`),
  ],
);

/** A user's starred processes (发起流程 favourites), by process key so a new version keeps the star. */
export const bpmFavourites = pgTable(
  'bpm_favourite',
  {
    userCode: text('user_code').notNull(),
    definitionKey: text('definition_key').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userCode, t.definitionKey] })],
);

/** The start form a user saved as a draft: one per user and process key, replaced on each save. */
export const bpmDrafts = pgTable(
  'bpm_draft',
  {
    userCode: text('user_code').notNull(),
    definitionKey: text('definition_key').notNull(),
    /** The definition the values were typed against (a newer version may have other fields). */
    definitionId: text('definition_id').notNull(),
    formData: jsonb('form_data').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userCode, t.definitionKey] })],
);
