/** 通讯录: a link to the address book of the service hall, by person or by department. */
import { useNavigate } from 'react-router-dom';
import { Button, Space } from 'antd';
import { ContactsOutlined } from '@ant-design/icons';
import { usePortalT } from '../../i18n.ts';
import type { PortalWidget } from '../types.ts';

const BOOK = '/service/index/TableTxlView';

function AddressBookView() {
  const { t } = usePortalT();
  const navigate = useNavigate();
  return (
    <Space wrap className="fh-widget-body">
      <Button type="primary" icon={<ContactsOutlined />} onClick={() => navigate(BOOK)}>
        {t('widget.addressBook.open')}
      </Button>
      <Button onClick={() => navigate(`${BOOK}/bumen`)}>{t('widget.addressBook.dept')}</Button>
    </Space>
  );
}

export const addressBookWidget: PortalWidget = { kind: 'addressBook', icon: ContactsOutlined, size: { w: 4, h: 3 }, minSize: { w: 2, h: 2 }, needsLogin: false, View: AddressBookView };
