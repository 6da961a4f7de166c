/**
 * A user task's policies and buttons (spec §2 sections 4–5, §6): approver-is-initiator and
 * empty-approver policies (refuse, named people, pass, reject, the administrators; all enforced by the
 * server's resolver and approval layer, each choice explained under it), the task options of extendData,
 * and the approval buttons of /bpmTaskButton/list; the timeout group follows (TimeoutGroup.tsx).
 */
import { useState } from 'react';
import { Button, Checkbox, Form, Select, Space, Switch, Tag, Typography } from 'antd';
import { EMPTY_APPROVE_POLICIES, readUserTaskSettings, SELF_APPROVE_POLICIES, type ModdleLike, type TaskExtendData } from '../../../schemas/bpmn/index.ts';
import { PersonDialog } from '../../../widgets/person/dialog.tsx';
import { usePdT } from './i18n.ts';
// oxlint-disable-next-line import/no-unassigned-import -- registers the policy.* texts (empty-approver choices)
import './i18n-policy.ts';
import type { ButtonOption } from '../api.ts';
import type { BpmnElement, Services } from '../modeler.ts';
import { buttonsText, extendDataText } from '../model-write.ts';
import { PanelGroup } from './PanelGroup.tsx';
import { TimeoutGroup } from './TimeoutGroup.tsx';

interface Props {
  element: BpmnElement;
  services: Services;
  buttons: ButtonOption[];
  language: string;
}

function PolicyGroupBody({ element, services, buttons, language }: Props) {
  const { t } = usePdT();
  const settings = readUserTaskSettings(element.businessObject as unknown as ModdleLike);
  const extend = settings.extendData;
  const [dialog, setDialog] = useState(false);
  const writeExtend = (change: Partial<TaskExtendData>) => services.modeling.updateProperties(element, { extendData: extendDataText(extend, change) });

  return (
    <>
      <Form layout="vertical" size="small">
        <Form.Item label={t('panel.selfApprove')}>
          <Select data-testid="pd-self-approve" value={extend.selfapprove} onChange={(value) => writeExtend({ selfapprove: value })}
            options={SELF_APPROVE_POLICIES.map((value) => ({ value, label: t(`panel.selfApproveOptions.${value}`) }))} />
        </Form.Item>
        <Form.Item label={t('sec.emptyApprover')} extra={<span data-testid="pd-empty-approve-hint">{t(`policy.emptyHints.${extend.emptyapprove}`)}</span>}>
          <Select data-testid="pd-empty-approve" value={extend.emptyapprove} onChange={(value) => writeExtend({ emptyapprove: value })}
            options={EMPTY_APPROVE_POLICIES.map((value) => ({ value, label: t(`policy.emptyOptions.${value}`) }))} />
        </Form.Item>
        {extend.emptyapprove === 'users' && (
          <Form.Item label={t('sec.emptyUsers')}>
            <Space wrap data-testid="pd-empty-users">
              {extend.emptyusers.map((person) => (
                <Tag key={person.id} closable onClose={() => writeExtend({ emptyusers: extend.emptyusers.filter((p) => p.id !== person.id) })}>{person.name}</Tag>
              ))}
              <Button size="small" onClick={() => setDialog(true)} data-testid="pd-choose-empty-users">{t('panel.choose')}</Button>
            </Space>
          </Form.Item>
        )}
        {(['isopinion', 'retrieve', 'batchapprove', 'changeuser', 'ischangeuser', 'moreuser'] as const).map((flag) => (
          <Form.Item key={flag} label={t(`sec.flags.${flag}`)} style={{ marginBottom: 8 }}>
            <Switch size="small" data-testid={`pd-flag-${flag}`} checked={extend[flag]} onChange={(checked) => writeExtend({ [flag]: checked })} />
          </Form.Item>
        ))}
      </Form>
      <Typography.Title level={5}>{t('panel.buttons')}</Typography.Title>
      <Checkbox.Group
        data-testid="pd-buttons"
        value={settings.buttons}
        options={buttons.map((button) => ({ value: button.code, label: language === 'en' && button.nameEn ? button.nameEn : button.name }))}
        onChange={(codes) => services.modeling.updateProperties(element, { buttons: buttonsText(codes as string[]) })}
      />
      {settings.buttons.length === 0 && <Typography.Paragraph type="secondary">{t('panel.buttonsDefault')}</Typography.Paragraph>}
      {dialog && (
        <PersonDialog
          multiple
          initial={extend.emptyusers.map((person) => ({ id: person.id, humancode: person.id, humanname: person.name }))}
          onCancel={() => setDialog(false)}
          onConfirm={(people) => {
            setDialog(false);
            writeExtend({ emptyusers: people.map((person) => ({ id: person.humancode, name: person.humanname })) });
          }}
        />
      )}
    </>
  );
}

/**
 * Collapsed, the group is its header only: the body's hooks (model reads, catalogue requests) run once it
 * is opened. The timeout (超时处理) is a policy of the task too, with a group of its own after this one.
 */
export function PolicyGroup(props: Props) {
  const { t } = usePdT();
  return (
    <>
      <PanelGroup id="pd-policy-group" title={t('panel.policies')}>
        <PolicyGroupBody {...props} />
      </PanelGroup>
      <TimeoutGroup element={props.element} services={props.services} />
    </>
  );
}
