/**
 * The confirmation of one approval operation: the opinion (required when the node says so), the
 * return target, the people (delegate, transfer, add-sign, CC on a pass) and the add-sign position.
 * OK sends the operation; the page shows the server's answer.
 */
import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Radio, Select, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { PersonDialog } from '../../widgets/person/dialog.tsx';
import type { PersonValue } from '../../widgets/person/users.ts';
import { BPM_NS } from './i18n.ts';
import type { Operation, OperationInput } from './task-actions.ts';
// oxlint-disable-next-line import/no-unassigned-import -- registers the approveMore texts
import './approve-more-i18n.ts';

export interface ActionDialogProps {
  operation: Operation;
  label: string;
  opinionRequired: boolean;
  returnTargets: { activityId: string; name: string | null }[];
  /** removeSign: the signers the server says may be removed. */
  removableSigners?: { humancode: string; humanName: string }[];
  offersCopy: boolean;
  initialReason: string;
  onSend: (input: Omit<OperationInput, 'taskId' | 'formData'>) => Promise<void>;
  onClose: () => void;
}

function PeopleField(props: { value: PersonValue[]; multiple: boolean; onChange: (people: PersonValue[]) => void; testId: string }) {
  const { t } = useTranslation(BPM_NS);
  const [open, setOpen] = useState(false);
  return (
    <Space wrap>
      {props.value.map((p) => (
        <Tag key={p.humancode} closable onClose={() => props.onChange(props.value.filter((x) => x.humancode !== p.humancode))}>
          {p.humanname}
        </Tag>
      ))}
      <Button size="small" onClick={() => setOpen(true)} data-testid={props.testId}>
        {t('chooseUser')}
      </Button>
      {open ? (
        <PersonDialog
          initial={props.value}
          multiple={props.multiple}
          onCancel={() => setOpen(false)}
          onConfirm={(people) => {
            props.onChange(people);
            setOpen(false);
          }}
        />
      ) : null}
    </Space>
  );
}

export function ActionDialog(props: ActionDialogProps) {
  const { t } = useTranslation(BPM_NS);
  const { t: common } = useTranslation();
  const { operation } = props;
  const [reason, setReason] = useState(props.initialReason);
  const [target, setTarget] = useState<string | undefined>(props.returnTargets.length === 1 ? props.returnTargets[0]!.activityId : undefined);
  const [people, setPeople] = useState<PersonValue[]>([]);
  const [signer, setSigner] = useState<string>();
  const [copyPeople, setCopyPeople] = useState<PersonValue[]>([]);
  const [position, setPosition] = useState<'before' | 'after'>('after');
  const [problem, setProblem] = useState<string>();
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (props.opinionRequired && !reason.trim()) return setProblem(t('opinionRequired'));
    if (operation.needsTarget && !target) return setProblem(t('returnTargetRequired'));
    if (operation.people === 'signer' && !signer) return setProblem(t('approveMore.removeRequired'));
    if (operation.people !== 'none' && operation.people !== 'signer' && people.length === 0) return setProblem(t('userRequired'));
    setProblem(undefined);
    setSending(true);
    try {
      await props.onSend({
        reason,
        ...(operation.needsTarget ? { target } : {}),
        ...(operation.people === 'signer' ? { users: [signer!] } : operation.people !== 'none' ? { users: people.map((p) => p.humancode) } : {}),
        ...(operation.code === 'addSign' ? { position } : {}),
        ...(operation.code === 'pass' && copyPeople.length ? { copyUsers: copyPeople.map((p) => p.humancode) } : {}),
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open
      title={t('confirmAction', { action: props.label })}
      onCancel={props.onClose}
      onOk={() => void send()}
      confirmLoading={sending}
      okText={props.label}
      okButtonProps={{ danger: operation.danger, 'data-testid': 'action-ok' }}
      cancelText={common('common.cancel')}
      destroyOnHidden
      data-testid="action-dialog"
    >
      <Form layout="vertical" component="div">
        {operation.needsTarget ? (
          <Form.Item label={t('returnTarget')} required>
            {props.returnTargets.length === 0 ? (
              <Alert type="warning" showIcon title={t('noReturnTarget')} />
            ) : (
              <Select value={target} onChange={setTarget} options={props.returnTargets.map((r) => ({ value: r.activityId, label: r.name || r.activityId }))} data-testid="return-target" />
            )}
          </Form.Item>
        ) : null}
        {operation.people === 'signer' ? (
          <Form.Item label={t('approveMore.removeWho')} required>
            {(props.removableSigners ?? []).length === 0 ? (
              <Alert type="warning" showIcon title={t('approveMore.noRemovable')} />
            ) : (
              <Select
                value={signer}
                onChange={(value: string) => {
                  setSigner(value);
                  setProblem(undefined);
                }}
                placeholder={t('approveMore.removeWhoPlaceholder')}
                options={(props.removableSigners ?? []).map((p) => ({ value: p.humancode, label: p.humanName }))}
                data-testid="remove-signer"
              />
            )}
          </Form.Item>
        ) : null}
        {operation.people !== 'none' && operation.people !== 'signer' ? (
          <Form.Item label={t('chooseUser')} required>
            <PeopleField value={people} multiple={operation.people === 'many'} onChange={setPeople} testId="choose-people" />
          </Form.Item>
        ) : null}
        {operation.code === 'addSign' ? (
          <Form.Item label={t('signPosition')}>
            <Radio.Group value={position} onChange={(e) => setPosition(e.target.value as 'before' | 'after')} options={[{ value: 'before', label: t('signBefore') }, { value: 'after', label: t('signAfter') }]} />
          </Form.Item>
        ) : null}
        {operation.code === 'pass' && props.offersCopy ? (
          <Form.Item label={t('ccUsers')}>
            <PeopleField value={copyPeople} multiple onChange={setCopyPeople} testId="choose-copy" />
          </Form.Item>
        ) : null}
        {operation.asksOpinion ? (
        <Form.Item label={t('opinion')} required={props.opinionRequired}>
          <Input.TextArea rows={3} maxLength={2000} showCount value={reason} onChange={(e) => {
              setReason(e.target.value);
              setProblem(undefined);
            }} placeholder={t('opinionPlaceholder')} data-testid="action-opinion" />
        </Form.Item>
        ) : null}
      </Form>
      {problem ? <Alert type="error" showIcon title={problem} data-testid="action-problem" /> : null}
    </Modal>
  );
}
