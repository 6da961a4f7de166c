/**
 * 信息门户 (/portal/index/common, public): the greeting (or the visitor's welcome), banners, my todo count,
 * news and notices (entity sytNews), quick services and the public desktop — one /sytPortal/common call
 * for the published parts, /bpmTask/counts for the signed-in person's todo count.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button, Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { userInfoAtom } from '../../../runtime/session/state.ts';
import { site } from '../../../runtime/site.ts';
import { portalApi, type CommonAnswer } from '../api.ts';
import { usePortalT } from '../i18n.ts';
import { BannerCarousel } from '../widgets/banners/index.tsx';
import { NewsRows } from '../widgets/news/index.tsx';
import { ServiceTiles } from '../widgets/services/index.tsx';
import { TODO_PATH } from '../../bpm/links.ts';
import { PublicDesktop } from './PublicDesktop.tsx';

/** As tall as the welcome card beside it, so the two line up. */
const BANNER_HEIGHT = 300;

export default function CommonPage() {
  const { t } = usePortalT();
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const user = useAtomValue(userInfoAtom);
  const [answer, setAnswer] = useState<CommonAnswer>();
  const [todo, setTodo] = useState<number>();

  useEffect(() => {
    const controller = new AbortController();
    portalApi.common(undefined, 8, controller.signal).then(setAnswer, () => !controller.signal.aborted && setAnswer({}));
    return () => controller.abort();
  }, []);
  useEffect(() => {
    if (!user) return;
    const controller = new AbortController();
    portalApi.counts(controller.signal).then((c) => setTodo(c.todo), () => undefined);
    return () => controller.abort();
  }, [user]);

  const more = (to: string) => (
    <Button type="link" size="small" onClick={() => navigate(to)}>
      {t('common.more')}
    </Button>
  );

  return (
    <div className="fh-portal-common">
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card className="fh-portal-card" styles={{ body: { padding: 0 } }}>
            {answer ? <BannerCarousel banners={answer.banners ?? []} height={BANNER_HEIGHT} /> : <Skeleton.Image active style={{ width: '100%', height: BANNER_HEIGHT }} />}
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card className="fh-portal-card fh-portal-welcome">
            {user ? (
              <>
                <Typography.Title level={4} data-testid="greeting">
                  {tc('portal.greeting', { name: user.realname })}
                </Typography.Title>
                <Typography.Paragraph type="secondary">{tc('portal.role', { role: user.roleName })}</Typography.Paragraph>
                {user.user.organizationName && <Typography.Paragraph type="secondary">{tc('portal.organization', { org: user.user.organizationName })}</Typography.Paragraph>}
                <Statistic title={t('common.todoCount')} value={todo ?? '—'} suffix={t('common.todoUnit')} data-testid="portal-todo-count" />
                <div className="fh-portal-welcome-actions">
                  <Button type="primary" onClick={() => navigate(TODO_PATH)} data-testid="portal-go-todo">
                    {t('common.goTodo')}
                  </Button>
                  <Button onClick={() => navigate(site.homePath)} data-testid="enter-admin">
                    {tc('portal.enterShell')}
                  </Button>
                </div>
              </>
            ) : (
              <>
                <Typography.Title level={4} data-testid="portal-visitor">
                  {t('common.welcome')}
                </Typography.Title>
                <Typography.Paragraph type="secondary">{t('common.loginHint')}</Typography.Paragraph>
                <Button type="primary" onClick={() => navigate(site.loginPath)}>
                  {tc('shell.login')}
                </Button>
              </>
            )}
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card title={t('common.news')} extra={more('/portal/index/news?category=news')} className="fh-portal-card" data-testid="portal-news">
            {answer ? <NewsRows items={answer.news ?? []} /> : <Skeleton active />}
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card title={t('common.notices')} extra={more('/portal/index/news?category=notice')} className="fh-portal-card" data-testid="portal-notices">
            {answer ? <NewsRows items={answer.notices ?? []} /> : <Skeleton active />}
          </Card>
        </Col>
        <Col span={24}>
          <Card title={t('common.services')} extra={more('/service/index/service')} className="fh-portal-card" data-testid="portal-services">
            {answer ? <ServiceTiles services={answer.services ?? []} /> : <Skeleton active />}
          </Card>
        </Col>
        {answer?.desktop && (
          <Col span={24}>
            <Typography.Title level={5}>{t('common.publicDesktop')}</Typography.Title>
            <PublicDesktop blocks={answer.desktop.layout} settings={answer.desktop.settings} signedIn={Boolean(user)} />
          </Col>
        )}
      </Row>
    </div>
  );
}
