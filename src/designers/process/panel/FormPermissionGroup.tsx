/** Form permissions of a user task (spec §2 section 3): how many fields are set, and the dialog that sets them. */
import { useState } from 'react';
import { Button, Form } from 'antd';
import { fieldPermissionSpecs, permissionRows, readUserTaskSettings, type ModdleLike } from '../../../schemas/bpmn/index.ts';
import { usePdT } from './i18n.ts';
import type { BpmnElement, Services } from '../modeler.ts';
import { FormPermissionDialog } from './FormPermissionDialog.tsx';
import { loadEchoOptions, loadFormFields, useLoaded } from './panel-data.ts';
import { setExtensions } from './write.ts';
import { PanelGroup } from './PanelGroup.tsx';

function FormPermissionGroupBody({ element, services, formId }: { element: BpmnElement; services: Services; formId: string | null }) {
  const { t } = usePdT();
  const stored = readUserTaskSettings(element.businessObject as unknown as ModdleLike).fieldPermissions;
  const [open, setOpen] = useState(false);
  const fields = useLoaded(formId, () => loadFormFields(formId!));
  const echo = useLoaded(open ? 'echo' : null, loadEchoOptions);
  return (
    <>
      <Form layout="vertical" size="small">
        <Form.Item extra={formId ? t('sec.permissionsCount', { count: stored.length }) : t('sec.permissionsNoForm')}>
          <Button size="small" disabled={!formId} data-testid="pd-permissions-open" onClick={() => setOpen(true)}>{t('sec.permissionsOpen')}</Button>
        </Form.Item>
      </Form>
      {open && (
        <FormPermissionDialog
          initial={permissionRows(fields, stored)}
          present={new Set(fields.map((field) => field.name))}
          echo={echo}
          onCancel={() => setOpen(false)}
          onConfirm={(rows) => {
            setOpen(false);
            setExtensions(services, element, 'FieldsPermission', fieldPermissionSpecs(rows));
          }}
        />
      )}
    </>
  );
}

/** Collapsed, the group is its header only: the body's hooks (model reads, catalogue requests) run once it is opened. */
export function FormPermissionGroup(props: { element: BpmnElement; services: Services; formId: string | null }) {
  const { t } = usePdT();
  return (
    <PanelGroup id="pd-permission-group" title={t('sec.permissions')}>
      <FormPermissionGroupBody {...props} />
    </PanelGroup>
  );
}
