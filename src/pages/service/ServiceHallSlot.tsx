/**
 * /service (default /service/index/service): the service hall's slot. Its pages are tabs of the second
 * tab list (meta isTab2), shown here with that list's own home tag.
 */
import { Layout } from 'antd';
import { PortalHeader } from '../portal/PortalHeader.tsx';
import { TabsBar } from '../../runtime/shell/TabsBar.tsx';
import ComingSoon from '../slots/ComingSoon.tsx';

export default function ServiceHallSlot() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <PortalHeader />
      <div style={{ padding: '4px 24px 0' }}>
        <TabsBar list="second" />
      </div>
      <Layout.Content style={{ padding: 24 }}>
        <ComingSoon kind="page" />
      </Layout.Content>
    </Layout>
  );
}
