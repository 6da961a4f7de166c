/** /service/index/service/formdetail?formId=…: the same form detail inside the service hall's frame. */
import { Layout } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { PortalHeader } from '../portal/PortalHeader.tsx';
import { TabsBar } from '../../runtime/shell/TabsBar.tsx';
import { FormDetail } from './FormDetail.tsx';

export default function ServiceFormDetailPage() {
  const [params] = useSearchParams();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <PortalHeader />
      <div style={{ padding: '4px 24px 0' }}>
        <TabsBar list="second" />
      </div>
      <Layout.Content style={{ padding: 24 }}>
        <FormDetail formId={params.get('formId') ?? params.get('id')} />
      </Layout.Content>
    </Layout>
  );
}
