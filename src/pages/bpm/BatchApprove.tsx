/**
 * 批量通过 in the todo list: a confirm, then the selected tasks go to /bpmTask/batchApprove in slices so
 * the progress bar moves as the server answers, then one line per task (passed, or the server's message),
 * and the list reloads when the dialog closes. The server decides which tasks pass; the checkbox only
 * mirrors the row's batchApprovable.
 */
import { useState } from 'react';
import { Button, Flex, Modal, Progress, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../runtime/api/client.ts';
import { feedback } from '../../runtime/ui/feedback.ts';
import { bpmApi, type BatchResult, type TaskRow } from './api.ts';
import { BPM_NS } from './i18n.ts';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet has no binding
import './lists.css';

/** Tasks per call: small enough for the bar to move, large enough to keep round trips few. */
const SLICE = 10;

interface Run {
  total: number;
  results: BatchResult[];
  finished: boolean;
}

export function BatchApproveButton({ selected, reload }: { selected: TaskRow[]; reload: () => void }) {
  const { t } = useTranslation(BPM_NS);
  const [run, setRun] = useState<Run>();
  // The rows' names as they were when the batch started (the list reloads underneath afterwards).
  const [shownNames, setShownNames] = useState(new Map<string, string>());

  const start = async (rows: TaskRow[]) => {
    setShownNames(new Map(rows.map((row) => [row.id, `${row.processName ?? ''}${row.name ? ` · ${row.name}` : ''}`])));
    const ids = rows.map((row) => row.id);
    const results: BatchResult[] = [];
    setRun({ total: ids.length, results: [], finished: false });
    for (let i = 0; i < ids.length; i += SLICE) {
      const slice = ids.slice(i, i + SLICE);
      try {
        results.push(...(await bpmApi.batchApprove(slice)).results);
      } catch (e) {
        // The call itself failed (network, session): these tasks were not answered, say so for each.
        const msg = errorText(e, t('lists.batchCallFailed'));
        results.push(...slice.map((id) => ({ id, ok: false, code: '', msg, instanceId: null })));
      }
      setRun({ total: ids.length, results: [...results], finished: false });
    }
    setRun({ total: ids.length, results, finished: true });
  };

  const confirm = async () => {
    const rows = selected;
    const api = await feedback();
    api.modal.confirm({
      title: t('lists.batchConfirmTitle', { count: rows.length }),
      content: t('lists.batchConfirmContent'),
      okButtonProps: { 'data-testid': 'batch-confirm-ok' },
      onOk: () => {
        void start(rows);
      },
    });
  };

  const close = () => {
    setRun(undefined);
    reload();
  };

  const ok = run?.results.filter((r) => r.ok).length ?? 0;
  const failed = (run?.results.length ?? 0) - ok;
  const button = (
    <Button type="primary" ghost disabled={selected.length === 0} onClick={() => void confirm()} data-testid="batch-approve">
      {selected.length > 0 ? `${t('lists.batchApprove')} (${selected.length})` : t('lists.batchApprove')}
    </Button>
  );

  return (
    <>
      {selected.length === 0 ? <Tooltip title={t('lists.batchHint')}>{button}</Tooltip> : button}
      <Modal
        open={!!run}
        title={t('lists.batchResultTitle')}
        closable={run?.finished ?? false}
        mask={{ closable: false }}
        keyboard={run?.finished ?? false}
        onCancel={close}
        footer={
          <Button type="primary" disabled={!run?.finished} onClick={close} data-testid="batch-close">
            {t('lists.close')}
          </Button>
        }
        width={560}
        data-testid="batch-dialog"
      >
        {run ? (
          <Flex vertical gap={12}>
            {/* Green for the passed share, red for the failed one behind it, while it moves. */}
            <Progress
              percent={Math.round((run.results.length / run.total) * 100)}
              success={{ percent: Math.round((ok / run.total) * 100) }}
              {...(failed > 0 ? { strokeColor: '#ff4d4f' } : {})}
              status={run.finished ? 'normal' : 'active'}
              aria-label={t('lists.batchProgress', { done: run.results.length, total: run.total })}
            />
            <Typography.Text data-testid="batch-summary">
              {run.finished ? t('lists.batchSummary', { ok, failed }) : `${t('lists.batchRunning')} ${t('lists.batchProgress', { done: run.results.length, total: run.total })}`}
            </Typography.Text>
            <div className="fh-bpm-batch-results" role="list">
              {/* Failures first: they are what the approver has to look at. */}
              {[...run.results.filter((r) => !r.ok), ...run.results.filter((r) => r.ok)].map((r) => (
                <Flex key={r.id} gap={8} align="flex-start" role="listitem" className="fh-bpm-batch-result" data-testid="batch-result" data-ok={String(r.ok)}>
                  {r.ok ? <Tag color="success">{t('lists.batchOk')}</Tag> : <Tag color="error">{t('lists.batchFailed')}</Tag>}
                  <Flex vertical style={{ minWidth: 0 }}>
                    <Typography.Text ellipsis>{shownNames.get(r.id) || `${t('lists.taskLabel')} ${r.id}`}</Typography.Text>
                    {r.ok ? null : (
                      <Typography.Text type="danger" style={{ overflowWrap: 'anywhere' }}>
                        {r.msg}
                      </Typography.Text>
                    )}
                  </Flex>
                </Flex>
              ))}
            </div>
          </Flex>
        ) : null}
      </Modal>
    </>
  );
}
