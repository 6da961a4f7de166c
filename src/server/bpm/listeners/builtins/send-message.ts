/** builtin:sendMessage — writes a personal message (type, processInstanceId) to the receivers. */
import { fail } from '../../../http/errors.ts';
import { MESSAGE_KINDS, type MessageKind, messageTitle, notify } from '../notify.ts';
import { listParam, textParam } from '../params.ts';
import type { BuiltinListener, ListenerContext } from '../types.ts';

/** Without receivers: a task's assignee (or its candidate users), else the initiator. */
function defaultReceivers(context: ListenerContext): string[] {
  if (context.task) return context.task.assignee ? [context.task.assignee] : context.task.candidateUsers;
  return context.initiator ? [context.initiator] : [];
}

export const sendMessage: BuiltinListener = {
  name: 'sendMessage',
  params: [
    { name: 'receivers', description: 'humancodes (list, JSON array or comma text); default: task assignee or candidates, else the initiator' },
    { name: 'type', description: `message type: ${MESSAGE_KINDS.join(' | ')}; default todo for task events, else notice` },
    { name: 'title', description: 'title (expressions allowed); default derived from the process and task' },
    { name: 'content', description: 'content (expressions allowed)' },
  ],
  async run(context, params) {
    const receivers = listParam(params, 'receivers');
    const type = (textParam(params, 'type') ?? (context.task ? 'todo' : 'notice')) as MessageKind;
    if (!MESSAGE_KINDS.includes(type)) throw fail(`未知的消息类型「${type}」`, `unknown message type "${type}"`);
    const to = receivers.length > 0 ? receivers : defaultReceivers(context);
    const title = textParam(params, 'title') || messageTitle(type, { processName: context.processName ?? null, taskName: context.task?.name ?? null });
    const written = await notify(context.tx, {
      type,
      receivers: to,
      title,
      content: textParam(params, 'content') ?? null,
      processInstanceId: context.processInstanceId,
      taskId: context.task?.id ?? null,
      sender: context.actor ?? null,
    });
    if (written === 0) context.logger.warn('sendMessage: nobody to send to', { processInstanceId: context.processInstanceId, activityId: context.activityId });
  },
};
