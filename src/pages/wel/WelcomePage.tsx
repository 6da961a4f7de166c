/** /wel/index: the first page of the shell — who you are, your role, and your menu's entries as shortcuts. */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button, Card, Col, Empty, Row, Space, Tag, Typography } from 'antd';
import { leafEntries, menuLabel, menuTarget, visibleMenu } from '../../runtime/menu/menu-model.ts';
import { menuAtom, userInfoAtom } from '../../runtime/session/state.ts';
import { MenuIcon } from '../../runtime/shell/menu-icons.tsx';
import { Permission } from '../../runtime/permission/Permission.tsx';
import { formatDateTime } from '../../runtime/util/time.ts';

export default function WelcomePage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const navigate = useNavigate();
  const user = useAtomValue(userInfoAtom);
  const menu = useAtomValue(menuAtom);
  const [today] = useState(() => formatDateTime(Date.now(), 'YYYY-MM-DD'));
  const entries = leafEntries(visibleMenu(menu ?? [], user?.role)).filter((entry) => entry.path !== '/wel/index');

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card>
        <Typography.Title level={3} data-testid="welcome-greeting">
          {user ? t('welcome.greeting', { name: user.realname }) : t('welcome.visitor')}
        </Typography.Title>
        {user && (
          <Space wrap>
            <Tag color="blue" data-testid="welcome-role">
              {t('welcome.role', { role: user.roleName })}
            </Tag>
            {user.user.organizationName && <Tag>{t('welcome.organization', { org: user.user.organizationName })}</Tag>}
            <Permission role="admin">
              <Tag color="gold">{t('welcome.administrator')}</Tag>
            </Permission>
          </Space>
        )}
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {t('welcome.today', { date: today })}
        </Typography.Paragraph>
      </Card>
      <Card title={t('welcome.shortcuts')}>
        {entries.length === 0 ? (
          <Empty description={t('shell.emptyMenu')} />
        ) : (
          <Row gutter={[12, 12]}>
            {entries.map((entry) => (
              <Col key={entry.id} xs={12} sm={8} md={6} xl={4}>
                <Button block icon={<MenuIcon name={entry.icon} />} onClick={() => navigate(menuTarget(entry, lang))}>
                  {menuLabel(entry, lang)}
                </Button>
              </Col>
            ))}
          </Row>
        )}
      </Card>
    </Space>
  );
}
