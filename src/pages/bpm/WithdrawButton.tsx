/**
 * 撤回: offered where the approver looks at what they passed (已办 rows, the detail header, a closed task
 * on the approve page) when the server says the task is withdrawable. Confirms with an optional reason,
 * shows the server's answer, then lets the caller reload or open the task that came back.
 */
import { Button, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../runtime/ui/feedback.ts';
import { bpmApi, type CommandAnswer } from './api.ts';
import { answerContent } from './forms.tsx';
import { BPM_NS } from './i18n.ts';
// oxlint-disable-next-line import/no-unassigned-import -- registers the approveMore texts
import './approve-more-i18n.ts';

export interface WithdrawButtonProps {
  taskId: string;
  /** After the answer was read: reload, or go to the task that came back. */
  onDone: (answer: CommandAnswer) => void;
  kind?: 'link' | 'button';
  testId?: string;
}

export function WithdrawButton({ taskId, onDone, kind = 'button', testId = 'withdraw' }: WithdrawButtonProps) {
  const { t } = useTranslation(BPM_NS);
  const title = t('approveMore.withdraw');

  const confirm = async () => {
    const api = await feedback();
    let reason = '';
    api.modal.confirm({
      title: t('approveMore.withdrawConfirm'),
      content: <Input.TextArea rows={2} maxLength={2000} placeholder={t('approveMore.withdrawReason')} onChange={(e) => (reason = e.target.value)} data-testid="withdraw-reason" />,
      okText: title,
      okButtonProps: { danger: true, 'data-testid': 'withdraw-ok' },
      onOk: async () => {
        let answer: CommandAnswer;
        try {
          answer = await bpmApi.withdraw(taskId, reason);
        } catch (e) {
          api.modal.error({ title, content: answerContent(e, t('loadFailed')), okButtonProps: { 'data-testid': 'answer-error-ok' } });
          return;
        }
        api.modal.success({
          title: t('approveMore.withdrawn'),
          content: t('answerOpenTasks', { tasks: answer.tasks.map((x) => x.name).filter(Boolean).join('、') || '—' }),
          okButtonProps: { 'data-testid': 'answer-ok' },
          onOk: () => onDone(answer),
        });
      },
    });
  };

  return kind === 'link' ? (
    <Typography.Link type="danger" onClick={() => void confirm()} data-testid={testId}>
      {title}
    </Typography.Link>
  ) : (
    <Button danger onClick={() => void confirm()} data-testid={testId}>
      {title}
    </Button>
  );
}
