/**
 * /luckyDraw/luckyDrawWinnerList: the draw console. Choose an activity and an award, draw (needs
 * sys_lucky_draw_btn_draw; the server picks), and read the full winner list with its audit fields. People
 * of a department or a role can be added here; a spreadsheet is imported on the participants screen.
 */
import { useCallback, useEffect, useState } from 'react';
import { App, Button, Card, Input, InputNumber, Select, Space, Statistic, Table, Typography } from 'antd';
import { ApiError } from '../../runtime/api/client.ts';
import { usePermission } from '../../runtime/permission/usePermission.ts';
import { luckyDrawApi, type Award, type WinnerRow } from './api.ts';
import { useLuckyDrawT } from './i18n.ts';

type Data = Awaited<ReturnType<typeof luckyDrawApi.winners>>;

export default function WinnerListPage() {
  const { t } = useLuckyDrawT();
  const { message } = App.useApp();
  const permissions = usePermission();
  const canDraw = permissions.has('sys_lucky_draw_btn_draw');
  const canAdd = permissions.has('sys_lucky_draw_participator_btn_add');
  const [activities, setActivities] = useState<{ id: string; name: string }[]>([]);
  const [drawId, setDrawId] = useState<string>();
  const [awardId, setAwardId] = useState<string>();
  const [count, setCount] = useState(1);
  const [data, setData] = useState<Data | null>(null);
  const [busy, setBusy] = useState(false);
  const [rolecode, setRolecode] = useState('');

  useEffect(() => {
    void luckyDrawApi.activities().then((page) => {
      setActivities(page.records);
      setDrawId((current) => current ?? page.records[0]?.id);
    }, () => setActivities([]));
  }, []);
  const load = useCallback(() => {
    if (drawId) void luckyDrawApi.winners(drawId).then(setData, () => setData(null));
  }, [drawId]);
  useEffect(load, [load]);

  const report = (error: unknown) => {
    if (error instanceof ApiError) void message.error(error.info);
  };
  const draw = async () => {
    if (!drawId || !awardId) return;
    setBusy(true);
    try {
      const won = await luckyDrawApi.draw(drawId, awardId, count);
      void message.success(t('console.drawn', { n: won.length }));
    } catch (error) {
      report(error);
    } finally {
      setBusy(false);
      load();
    }
  };
  const add = async () => {
    if (!drawId || !rolecode) return;
    try {
      const answer = await luckyDrawApi.addParticipators({ drawId, rolecode });
      void message.success(t('console.added', { n: answer.added }));
    } catch (error) {
      report(error);
    }
    load();
  };

  return (
    <div style={{ padding: 16 }} data-testid="lucky-draw-console">
      <Typography.Title level={4}>{t('console.title')}</Typography.Title>
      <Space wrap align="end">
        <Select style={{ minWidth: 220 }} value={drawId} placeholder={t('console.activity')} onChange={(value: string) => { setDrawId(value); setAwardId(undefined); }} options={activities.map((a) => ({ value: a.id, label: a.name }))} />
        <Select<string>
          style={{ minWidth: 180 }}
          value={awardId}
          placeholder={t('console.award')}
          onChange={setAwardId}
          options={(data?.awards ?? []).map((a: Award) => ({ value: a.id, label: `${a.name} (${a.drawn}/${a.stock})` }))}
          data-testid="lucky-draw-award-select"
        />
        <InputNumber min={1} max={50} value={count} onChange={(value) => setCount(value ?? 1)} addonBefore={t('console.count')} />
        {canDraw ? (
          <Button type="primary" danger loading={busy} disabled={!awardId} onClick={() => void draw()} data-testid="lucky-draw-draw">
            {t('console.draw')}
          </Button>
        ) : null}
        {drawId ? <Button href={`/choujiang?id=${drawId}`} target="_blank">{t('console.publicPage')}</Button> : null}
      </Space>
      {canAdd ? (
        <Space wrap style={{ display: 'flex', marginTop: 12 }}>
          <span>{t('console.addFrom')}</span>
          <Input style={{ width: 160 }} placeholder={t('console.role')} value={rolecode} onChange={(e) => setRolecode(e.target.value.trim())} />
          <Button onClick={() => void add()} disabled={!rolecode}>{t('console.add')}</Button>
        </Space>
      ) : null}
      {data ? (
        <Space wrap size="large" style={{ display: 'flex', margin: '16px 0' }}>
          <Statistic title={t('console.participators', { n: '' }).replace(/[:：]\s*$/, '')} value={data.participators} />
          {data.awards.map((a) => (
            <Card key={a.id} size="small"><Statistic title={a.name} value={a.drawn} suffix={`/ ${a.stock}`} /></Card>
          ))}
        </Space>
      ) : null}
      <Table<WinnerRow>
        rowKey="id"
        size="middle"
        scroll={{ x: 900 }}
        dataSource={data?.winners ?? []}
        pagination={{ pageSize: 20 }}
        columns={[
          { title: t('console.award'), dataIndex: 'awardName', width: 120 },
          { title: t('console.name'), dataIndex: 'humanname', width: 110 },
          { title: t('console.code'), dataIndex: 'humancode', width: 130 },
          { title: t('console.department'), dataIndex: 'organizationName' },
          { title: t('console.drawnBy'), dataIndex: 'drawnBy', width: 110 },
          { title: t('console.pool'), dataIndex: 'poolSize', width: 100, align: 'right' },
          { title: t('console.index'), dataIndex: 'pickIndex', width: 100, align: 'right' },
          { title: t('console.drawnAt'), dataIndex: 'drawnAt', width: 180, render: (v: string) => new Date(v).toLocaleString() },
        ]}
      />
    </div>
  );
}
