/** mineCenter (个人中心, named only in the spec): who I am, and the ways to my profile, messages and processes. */
import { useNavigate } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { Avatar, Button, Card, Col, Descriptions, Row, Space } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { userInfoAtom } from '../../../runtime/session/state.ts';
import { site } from '../../../runtime/site.ts';
import { MINE_PATH } from '../../bpm/links.ts';
import { WidgetCard } from '../widgets/WidgetCard.tsx';
import { usePortalT } from '../i18n.ts';

export default function MineCenterPage() {
  const { t } = usePortalT();
  const navigate = useNavigate();
  const user = useAtomValue(userInfoAtom);
  if (!user) return null;
  const links = [
    { key: 'info', to: '/info/index' },
    { key: 'setting', to: '/info/setting' },
    { key: 'messages', to: '/service/index/sytMessage' },
    { key: 'processes', to: MINE_PATH },
    { key: 'admin', to: site.homePath },
  ];
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={10}>
        <Card data-testid="mine-card">
          <Space align="start" size="large">
            <Avatar size={64} icon={<UserOutlined />} />
            <Descriptions column={1} size="small" title={user.realname}>
              <Descriptions.Item label={t('mineCenter.account')}>{user.humancode}</Descriptions.Item>
              <Descriptions.Item label={t('mineCenter.role')}>{user.roleName}</Descriptions.Item>
              <Descriptions.Item label={t('mineCenter.org')}>{user.user.organizationName ?? '—'}</Descriptions.Item>
            </Descriptions>
          </Space>
        </Card>
        <Card title={t('mineCenter.links')} style={{ marginTop: 16 }}>
          <Space wrap>
            {links.map((link) => (
              <Button key={link.key} onClick={() => navigate(link.to)}>
                {t(`mineCenter.${link.key}`)}
              </Button>
            ))}
          </Space>
        </Card>
      </Col>
      <Col xs={24} lg={14}>
        <WidgetCard kind="processChart" height={400} />
      </Col>
    </Row>
  );
}
