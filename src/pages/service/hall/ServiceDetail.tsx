/**
 * /service/index/detail?id=…: one service. Opening it counts a visit. 立即办理 starts a process service
 * through the approval workspace's start page inside the hall (/service/index/create), opens a link
 * service in the hall's frame (/service/index/more-url) where the service allows embedding and the
 * address is http(s), in a new window otherwise. The star and the feedback form are the caller's own.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Descriptions, Input, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { ArrowLeftOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorText } from '../../../runtime/api/client.ts';
import { feedback } from '../../../runtime/ui/feedback.ts';
import { safeFrameSource } from '../../../runtime/menu/menu-model.ts';
import { useServiceT } from '../i18n.ts';
import { servicePath } from '../pages.ts';
import { kindOf, serviceApi, startableDefinition, type HallService } from './service-api.ts';
import { ServiceIcon } from './ServiceCard.tsx';

const FEEDBACK_MAX = 2000;

export default function ServiceDetail() {
  const { t } = useServiceT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [loaded, setLoaded] = useState<{ id: string; service?: HallService | null; error?: string }>();
  const [hits, setHits] = useState<number>();
  const [busy, setBusy] = useState<'star' | 'start' | 'feedback'>();
  const [text, setText] = useState('');
  const counted = useRef<string>(undefined);

  useEffect(() => {
    const controller = new AbortController();
    serviceApi.hall(controller.signal).then(
      (hall) => setLoaded({ id, service: hall.services.find((s) => s.id === id) ?? null }),
      (e: unknown) => !controller.signal.aborted && setLoaded({ id, error: errorText(e, t('loadFailed')) }),
    );
    return () => controller.abort();
  }, [id, t]);
  const current = loaded?.id === id ? loaded : undefined;
  const service = current?.service;

  // One visit per opening of a service (not per re-render); over the daily allowance it is simply not counted.
  useEffect(() => {
    if (!service || counted.current === service.id) return;
    counted.current = service.id;
    serviceApi.hit(service.id).then(
      (answer) => setHits(answer.hitCount),
      () => undefined,
    );
  }, [service]);

  if (current?.error) return <Alert type="error" showIcon title={t('loadFailed')} description={current.error} />;
  if (!current) return <Skeleton active />;
  if (!service) return <Result status="404" title={t('detail.notFound')} extra={<Button onClick={() => navigate(servicePath('service'))}>{t('detail.back')}</Button>} />;

  const kind = kindOf(service);
  const [collected, setCollected] = [service.collected, (on: boolean) => setLoaded({ id, service: { ...service, collected: on } })];

  const star = async () => {
    setBusy('star');
    const api = await feedback();
    try {
      const answer = await serviceApi.collect(service.id);
      setCollected(answer.collected);
      void api.message.success(t(answer.collected ? 'starred' : 'unstarred'));
    } catch (e) {
      void api.message.error(errorText(e, t('loadFailed')));
    } finally {
      setBusy(undefined);
    }
  };

  const start = async () => {
    const api = await feedback();
    if (kind === 'link') {
      const src = safeFrameSource(service.url, window.location.origin);
      if (src && service.embed !== false) navigate(servicePath('more-url', { src, name: service.name }));
      else window.open(src ?? service.url ?? '', '_blank', 'noopener,noreferrer');
      return;
    }
    setBusy('start');
    try {
      const definitionId = await startableDefinition(service.processKey!);
      if (definitionId) navigate(servicePath('create', { processDefinitionId: definitionId, name: service.name }));
      else void api.message.warning(t('detail.cannotStart'));
    } catch (e) {
      void api.message.error(errorText(e, t('detail.cannotStart')));
    } finally {
      setBusy(undefined);
    }
  };

  const send = async () => {
    const api = await feedback();
    const content = text.trim();
    if (!content) {
      void api.message.warning(t('detail.feedbackEmpty'));
      return;
    }
    setBusy('feedback');
    try {
      await serviceApi.feedback(service.id, content);
      setText('');
      void api.message.success(t('detail.feedbackDone'));
    } catch (e) {
      void api.message.error(errorText(e, t('loadFailed')));
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <div className="fh-service-page" data-testid="service-detail" data-id={service.id}>
      <Button type="link" icon={<ArrowLeftOutlined />} onClick={() => navigate(servicePath('service'))} style={{ paddingInline: 0 }}>
        {t('detail.back')}
      </Button>
      <Card>
        <div className="fh-service-detail-head">
          <ServiceIcon service={service} size={56} />
          <div style={{ flex: 1, minWidth: 0 }}>
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="service-detail-name">
              {service.name}
            </Typography.Title>
            <Space wrap size={4} style={{ marginTop: 4 }}>
              <Tag>{service.category}</Tag>
              <Tag color="processing">{t(`kind.${kind}`)}</Tag>
            </Space>
          </div>
        </div>
        <Space wrap style={{ margin: '16px 0' }}>
          {kind !== 'info' ? (
            <Button type="primary" size="large" loading={busy === 'start'} onClick={() => void start()} data-testid="service-start">
              {kind === 'link' ? t('detail.open') : t('detail.start')}
            </Button>
          ) : null}
          <Button
            size="large"
            loading={busy === 'star'}
            icon={collected ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />}
            aria-pressed={collected}
            onClick={() => void star()}
            data-testid="service-detail-star"
          >
            {collected ? t('unstar') : t('star')}
          </Button>
        </Space>
        <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered>
          <Descriptions.Item label={t('detail.category')}>{service.category}</Descriptions.Item>
          <Descriptions.Item label={t('detail.audience')}>{t(`audienceTag.${service.audience}`)}</Descriptions.Item>
          <Descriptions.Item label={t('detail.department')}>{service.department || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('detail.hits')}>
            <span data-testid="service-detail-hits">{hits ?? Number(service.hitCount ?? 0)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.description')} span={2}>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{service.description || t('detail.noDescription')}</Typography.Paragraph>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('detail.feedback')} style={{ marginTop: 16 }} data-testid="service-feedback">
        <Input.TextArea
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={FEEDBACK_MAX}
          showCount
          autoSize={{ minRows: 3, maxRows: 8 }}
          placeholder={t('detail.feedbackPlaceholder')}
          aria-label={t('detail.feedback')}
          data-testid="service-feedback-text"
        />
        <Button type="primary" style={{ marginTop: 12 }} loading={busy === 'feedback'} onClick={() => void send()} data-testid="service-feedback-send">
          {t('detail.feedbackSend')}
        </Button>
      </Card>
    </div>
  );
}
