/**
 * /portal (default /portal/index/common): the information portal's slot until the portal issue builds
 * the desktops. Public (isAuth = false): a visitor sees the welcome and a login button; a signed-in
 * user sees who they are, their role, and their menus.
 */
import { useNavigate } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button, Card, Empty, Layout, Result, Space, Tree, Typography } from 'antd';
import { menuLabel, visibleMenu, type MenuNode } from '../../runtime/menu/menu-model.ts';
import { menuAtom, userInfoAtom } from '../../runtime/session/state.ts';
import { site } from '../../runtime/site.ts';
import { PortalHeader } from './PortalHeader.tsx';

interface TreeItem {
  key: string;
  title: string;
  children: TreeItem[];
}

const toTree = (nodes: MenuNode[], lang: 'zh' | 'en'): TreeItem[] =>
  nodes.map((node) => ({ key: node.id, title: menuLabel(node, lang), children: toTree(node.children, lang) }));

export default function PortalPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const navigate = useNavigate();
  const user = useAtomValue(userInfoAtom);
  const menu = visibleMenu(useAtomValue(menuAtom) ?? [], user?.role);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <PortalHeader />
      <Layout.Content style={{ padding: 24 }}>
        {!user ? (
          <Result
            status="info"
            title={<span data-testid="portal-visitor">{t('portal.anonymous')}</span>}
            subTitle={t('portal.anonymousHint')}
            extra={
              <Button type="primary" onClick={() => navigate(site.loginPath)}>
                {t('shell.login')}
              </Button>
            }
          />
        ) : (
          <Space orientation="vertical" size="large" style={{ width: '100%' }}>
            <Card>
              <Typography.Title level={3} data-testid="greeting">
                {t('portal.greeting', { name: user.realname })}
              </Typography.Title>
              <Typography.Paragraph>{t('portal.role', { role: user.roleName })}</Typography.Paragraph>
              {user.user.organizationName && <Typography.Paragraph>{t('portal.organization', { org: user.user.organizationName })}</Typography.Paragraph>}
              <Typography.Paragraph type="secondary">{t('portal.comingSoon')}</Typography.Paragraph>
              <Button type="primary" onClick={() => navigate(site.homePath)} data-testid="enter-admin">
                {t('portal.enterShell')}
              </Button>
            </Card>
            <Card title={t('portal.menus')}>
              {menu.length === 0 ? <Empty description={t('portal.noMenu')} /> : <Tree treeData={toTree(menu, lang)} defaultExpandAll selectable={false} />}
            </Card>
          </Space>
        )}
      </Layout.Content>
    </Layout>
  );
}
