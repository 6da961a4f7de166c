/**
 * person: the chosen users as tags and a button that opens the user selector (person/dialog.tsx).
 * The value is the list of chosen users [{id, humancode, humanname}]; with `multiple` off it holds one.
 */
import { Button, Space, Tag } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { bool, controlSize, locked, str, type ActionFieldProps } from '../field-kit.ts';
import { useWidgetsT } from '../i18n.ts';
import { PersonDialog } from './dialog.tsx';
import { toPeople, type PersonValue } from './users.ts';

export function PersonView(props: ActionFieldProps<PersonValue[] | null | undefined>) {
  const { t } = useWidgetsT();
  const { options } = props.widget;
  const [open, setOpen] = useState(false);
  const people = toPeople(props.value);
  const blocked = locked(props);
  const multiple = bool(options, 'multiple', true);
  return (
    <Space wrap size={4} className="fh-person">
      {people.map((person) => (
        <Tag key={person.id} closable={!blocked} onClose={() => props.onChange(people.filter((p) => p.id !== person.id))}>
          {person.humanname}
        </Tag>
      ))}
      {!blocked && (
        <Button size={controlSize(options, props.size)} icon={<UserAddOutlined />} onClick={() => setOpen(true)}>
          {str(options, 'placeholder') || t('person.open')}
        </Button>
      )}
      {open && (
        <PersonDialog
          initial={people}
          multiple={multiple}
          onCancel={() => setOpen(false)}
          onConfirm={(chosen) => {
            setOpen(false);
            props.onChange(multiple ? chosen : chosen.slice(-1));
            props.onBlur?.();
          }}
        />
      )}
    </Space>
  );
}
