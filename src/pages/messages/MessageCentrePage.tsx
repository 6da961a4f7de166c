/**
 * /service/index/sytMessage and /service/index/sytMessageTime: the message centre inside the service
 * hall's frame (its header and second tab list).
 */
import { Layout } from 'antd';
import { PortalHeader } from '../portal/PortalHeader.tsx';
import { TabsBar } from '../../runtime/shell/TabsBar.tsx';
import { MessageCentre, type MessageView } from './MessageCentre.tsx';

export default function MessageCentrePage({ view }: { view: MessageView }) {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <PortalHeader />
      <div style={{ padding: '4px 24px 0' }}>
        <TabsBar list="second" />
      </div>
      <Layout.Content className="fh-msg-page-content" style={{ padding: 24 }}>
        <MessageCentre view={view} />
      </Layout.Content>
    </Layout>
  );
}
