/**
 * work (工作台): the spec names it only. Here: my counts at a glance (to-dos, unread copies, unread
 * messages, processes started) and my to-dos, started processes and service shortcuts beside them.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Card, Col, Row, Statistic } from 'antd';
import { portalApi } from '../api.ts';
import { bpmApi } from '../../bpm/api.ts';
import { MINE_PATH, TODO_PATH } from '../../bpm/links.ts';
import { WidgetCard } from '../widgets/WidgetCard.tsx';
import { usePortalT } from '../i18n.ts';

interface Counts {
  todo: number;
  copyUnread: number;
  unread: number;
  started: number;
}

export default function WorkPage() {
  const { t } = usePortalT();
  const navigate = useNavigate();
  const [counts, setCounts] = useState<Partial<Counts>>({});

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const keep = (part: Partial<Counts>) => !signal.aborted && setCounts((c) => ({ ...c, ...part }));
    portalApi.counts(signal).then((c) => keep({ todo: c.todo, copyUnread: c.copyUnread }), () => undefined);
    portalApi.unread(1, signal).then((p) => keep({ unread: p.total }), () => undefined);
    bpmApi.myPage({ page: 1, pageSize: 1, queryParam: {} }, signal).then((p) => keep({ started: p.total }), () => undefined);
    return () => controller.abort();
  }, []);

  const tiles: { key: keyof Counts; to: string }[] = [
    { key: 'todo', to: TODO_PATH },
    { key: 'copyUnread', to: '/bpm/task/copy' },
    { key: 'unread', to: '/service/index/sytMessage' },
    { key: 'started', to: MINE_PATH },
  ];
  return (
    <Row gutter={[16, 16]}>
      {tiles.map(({ key, to }) => (
        <Col key={key} xs={12} md={6}>
          <Card hoverable onClick={() => navigate(to)} data-testid={`work-${key}`}>
            <Statistic title={t(`work.${key}`)} value={counts[key] ?? '—'} />
          </Card>
        </Col>
      ))}
      <Col xs={24} lg={12}>
        <WidgetCard kind="todo" />
      </Col>
      <Col xs={24} lg={12}>
        <WidgetCard kind="started" />
      </Col>
      <Col span={24}>
        <WidgetCard kind="services" height={260} />
      </Col>
    </Row>
  );
}
