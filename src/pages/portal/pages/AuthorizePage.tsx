/**
 * authorize (我的授权, named only in the spec): what I am allowed — my roles (switching through the
 * shell's role dialog, which the server validates) and the menus my current role grants.
 */
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button, Card, Col, Empty, List, Row, Tag, Tree, Typography } from 'antd';
import { menuLabel, visibleMenu, type MenuNode } from '../../../runtime/menu/menu-model.ts';
import { menuAtom, userInfoAtom } from '../../../runtime/session/state.ts';
import { RoleSwitchDialog } from '../../../runtime/shell/RoleSwitchDialog.tsx';
import { usePortalT } from '../i18n.ts';

interface TreeItem {
  key: string;
  title: string;
  children: TreeItem[];
}
const toTree = (nodes: MenuNode[], lang: 'zh' | 'en'): TreeItem[] => nodes.map((node) => ({ key: node.id, title: menuLabel(node, lang), children: toTree(node.children, lang) }));

export default function AuthorizePage() {
  const { t } = usePortalT();
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const user = useAtomValue(userInfoAtom);
  const menu = visibleMenu(useAtomValue(menuAtom) ?? [], user?.role);
  const [switching, setSwitching] = useState(false);
  if (!user) return null;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={10}>
        <Card title={t('authorize.roles')} extra={<Typography.Text type="secondary">{t('authorize.permissions', { count: user.permissions.length })}</Typography.Text>}>
          <List
            dataSource={user.roles}
            renderItem={(role) => (
              <List.Item
                data-testid="authorize-role"
                extra={
                  role.rolecode === user.role ? (
                    <Tag color="blue">{t('authorize.current')}</Tag>
                  ) : (
                    <Button size="small" onClick={() => setSwitching(true)}>
                      {t('authorize.switch')}
                    </Button>
                  )
                }
              >
                {role.rolename} ({role.rolecode})
              </List.Item>
            )}
          />
        </Card>
      </Col>
      <Col xs={24} lg={14}>
        <Card title={t('authorize.menus')}>{menu.length === 0 ? <Empty description={t('authorize.noMenu')} /> : <Tree treeData={toTree(menu, lang)} defaultExpandAll selectable={false} />}</Card>
      </Col>
      <RoleSwitchDialog open={switching} onClose={() => setSwitching(false)} />
    </Row>
  );
}
