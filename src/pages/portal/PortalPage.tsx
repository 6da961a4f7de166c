/**
 * The signed-in landing page until the portal issue builds the full desktop: who you are, your role
 * and the menus that role grants.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAtom } from 'jotai';
import { Button, Card, Empty, Layout, Modal, Result, Skeleton, Space, Tree, Typography } from 'antd';
import { call, ApiError } from '../../runtime/api/client.ts';
import { fetchUserInfo, logout, userInfoAtom } from '../../runtime/session/state.ts';
import { LanguageSwitch } from '../../runtime/i18n/LanguageSwitch.tsx';

interface MenuNode {
  id: string;
  label: string;
  labelEn: string | null;
  path: string | null;
  children: MenuNode[];
}

interface TreeItem {
  key: string;
  title: string;
  children: TreeItem[];
}

function toTree(nodes: MenuNode[], english: boolean): TreeItem[] {
  return nodes.map((n) => ({
    key: n.id,
    title: english && n.labelEn ? n.labelEn : n.label,
    children: toTree(n.children, english),
  }));
}

export default function PortalPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [user, setUser] = useAtom(userInfoAtom);
  const [menus, setMenus] = useState<MenuNode[]>();
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    let live = true;
    Promise.all([user ? Promise.resolve(user) : fetchUserInfo(), call<MenuNode[]>('/sytPermissionResources/treeListByUser', { body: { type: 0 } })])
      .then(([info, tree]) => {
        if (!live) return;
        setUser(info);
        setMenus(tree);
      })
      .catch((error: unknown) => live && setFailure(error instanceof ApiError ? error.info : String(error)));
    return () => {
      live = false;
    };
    // The user is read once on entry; later changes come from role switches that remount the page.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function confirmLogout() {
    Modal.confirm({
      title: t('session.logoutConfirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        const redirect = await logout();
        setUser(undefined);
        if (redirect) window.location.assign(redirect);
        else navigate('/login', { replace: true });
      },
    });
  }

  if (failure) return <Result status="error" title={failure} />;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 12, background: '#fff', borderBottom: '1px solid #eee' }}>
        <img src="/logo.svg" alt="" width={28} height={28} />
        <Typography.Text strong>{t('app.title')}</Typography.Text>
        <Typography.Text type="secondary">{t('portal.title')}</Typography.Text>
        <span style={{ flex: 1 }} />
        <LanguageSwitch />
        <Button onClick={confirmLogout} data-testid="logout">
          {t('session.logout')}
        </Button>
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        {!user || !menus ? (
          <Skeleton active />
        ) : (
          <Space direction="vertical" size="large" style={{ width: '100%' }}>
            <Card>
              <Typography.Title level={3} data-testid="greeting">
                {t('portal.greeting', { name: user.realname })}
              </Typography.Title>
              <Typography.Paragraph>{t('portal.role', { role: user.roleName })}</Typography.Paragraph>
              {user.user.organizationName && <Typography.Paragraph>{t('portal.organization', { org: user.user.organizationName })}</Typography.Paragraph>}
            </Card>
            <Card title={t('portal.menus')}>
              {menus.length === 0 ? <Empty description={t('portal.noMenu')} /> : <Tree treeData={toTree(menus, i18n.language === 'en')} defaultExpandAll selectable={false} />}
            </Card>
          </Space>
        )}
      </Layout.Content>
    </Layout>
  );
}
