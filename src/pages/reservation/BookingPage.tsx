/**
 * The booking page: one resource's week as a grid of its bookable slots (rows) by day (columns). A free
 * cell opens the application dialog (purpose, people, optionally weekly until a date); the server decides
 * and answers a report per occurrence, shown as it came. Used by /service/index/recourse?id= (the hall)
 * and /resourceReservation/detail|applyPage|subcreate?id= (the shell).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { App, Button, Checkbox, Descriptions, Empty, Form, Input, InputNumber, Modal, Space, Spin, Tag, Typography } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '../../runtime/api/client.ts';
import { addDays, isoDate, mondayOf, reservationApi, type Booking, type Occurrence, type Resource, type Slot } from './api.ts';
import { useReservationT } from './i18n.ts';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet has no binding
import './reservation.css';

type Cell = { kind: 'free' } | { kind: 'closed' | 'past' } | { kind: 'taken' | 'pending' | 'mine'; booking: Booking };

function cellOf(slot: Slot, date: string, weekday: number, now: Date, bookings: Booking[]): Cell {
  if (!slot.weekdays.split(',').includes(String(weekday))) return { kind: 'closed' };
  const booking = bookings.find((b) => b.date === date && b.startTime < slot.endTime && b.endTime > slot.startTime);
  if (booking) return { kind: booking.mine ? 'mine' : booking.status === 'pending' ? 'pending' : 'taken', booking };
  if (new Date(`${date}T${slot.startTime}:00`) <= now) return { kind: 'past' };
  return { kind: 'free' };
}

export default function BookingPage({ resourceId }: { resourceId?: string }) {
  const { t } = useReservationT();
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const id = resourceId ?? params.get('id') ?? '';
  const [resource, setResource] = useState<(Resource & { slots: Slot[] }) | null>(null);
  const [week, setWeek] = useState(() => mondayOf(isoDate(new Date())));
  const [bookings, setBookings] = useState<Booking[]>([]);
  // The moment the grid was read: cells before it are past.
  const [now, setNow] = useState(() => new Date());
  const [chosen, setChosen] = useState<{ slot: Slot; date: string } | null>(null);
  const [report, setReport] = useState<Occurrence[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ purpose: string; peopleCount?: number; repeat?: boolean; repeatUntil?: string }>();
  const repeat = Form.useWatch('repeat', form);

  useEffect(() => {
    if (id) void reservationApi.detail(id).then(setResource, () => setResource(null));
  }, [id]);
  const load = useCallback(() => {
    if (!id) return;
    void reservationApi.occupancy(id, week, 7).then(
      (rows) => {
        setBookings(rows);
        setNow(new Date());
      },
      () => setBookings([]),
    );
  }, [id, week]);
  useEffect(load, [load]);

  const days = useMemo(() => Array.from({ length: 7 }, (_, i) => addDays(week, i)), [week]);

  const submit = async () => {
    if (!chosen || !resource) return;
    const values = await form.validateFields();
    setBusy(true);
    try {
      const answer = await reservationApi.apply({
        resourceId: resource.id,
        slotId: chosen.slot.id,
        date: chosen.date,
        purpose: values.purpose,
        ...(values.peopleCount ? { peopleCount: values.peopleCount } : {}),
        ...(values.repeat && values.repeatUntil ? { repeatUntil: values.repeatUntil } : {}),
      });
      setChosen(null);
      form.resetFields();
      if (answer.occurrences.length > 1 || !answer.occurrences[0]?.ok) setReport(answer.occurrences);
      else void message.success(answer.status === 'pending' ? t('booking.pendingDone') : t('booking.booked'));
    } catch (error) {
      // A refused series answers each occurrence as a field error; the envelope's text says why.
      if (error instanceof ApiError) void message.error(error.errors?.map((e) => e.message).join('；') || error.info);
    } finally {
      setBusy(false);
      load();
    }
  };

  if (!resource) return <Spin className="fh-resv-spin" />;
  return (
    <div className="fh-resv-page" data-testid="reservation-booking">
      <Typography.Title level={4}>{t('booking.title', { name: resource.name })}</Typography.Title>
      <Descriptions size="small" column={{ xs: 1, sm: 3 }}>
        <Descriptions.Item label={t('booking.location')}>{resource.location ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('booking.capacity')}>{resource.capacity ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('booking.hours')}>{`${resource.openTime}–${resource.closeTime}`}</Descriptions.Item>
      </Descriptions>
      <Space className="fh-resv-weeknav" wrap>
        <Button icon={<LeftOutlined />} onClick={() => setWeek(addDays(week, -7))} data-testid="resv-prev">{t('booking.prevWeek')}</Button>
        <Button onClick={() => setWeek(mondayOf(isoDate(new Date())))}>{t('booking.thisWeek')}</Button>
        <Button onClick={() => setWeek(addDays(week, 7))} data-testid="resv-next">{t('booking.nextWeek')}<RightOutlined /></Button>
        <span className="fh-resv-legend">
          {(['free', 'mine', 'taken', 'pending', 'closed'] as const).map((kind) => (
            <span key={kind} className={`fh-resv-chip fh-resv-${kind}`}>{t(`booking.${kind}`)}</span>
          ))}
        </span>
      </Space>
      {resource.slots.length === 0 ? (
        <Empty description={t('booking.noSlots')} />
      ) : (
        <div className="fh-resv-grid-wrap">
          <table className="fh-resv-grid">
            <thead>
              <tr>
                <th />
                {days.map((date, i) => (
                  <th key={date}>
                    <div>{(t('booking.week', { returnObjects: true }) as string[])[i]}</div>
                    <div className="fh-resv-date">{date.slice(5)}</div>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {resource.slots.map((slot) => (
                <tr key={slot.id}>
                  <th className="fh-resv-slot">
                    <div>{slot.name}</div>
                    <div className="fh-resv-date">{`${slot.startTime}–${slot.endTime}`}</div>
                  </th>
                  {days.map((date, i) => {
                    const cell = cellOf(slot, date, i + 1, now, bookings);
                    return (
                      <td key={date} className={`fh-resv-cell fh-resv-${cell.kind}`}>
                        {cell.kind === 'free' ? (
                          <button type="button" className="fh-resv-free-btn" onClick={() => setChosen({ slot, date })} data-testid={`resv-cell-${date}-${slot.startTime}`}>
                            {t('booking.free')}
                          </button>
                        ) : (
                          <span data-testid={`resv-cell-${date}-${slot.startTime}`}>
                            {'booking' in cell ? (cell.kind === 'mine' ? t('booking.mine') : (cell.booking.organizationName ?? t(`booking.${cell.kind}`))) : t(`booking.${cell.kind}`)}
                          </span>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Modal
        open={chosen !== null}
        title={chosen ? t('booking.applyTitle', { date: chosen.date, slot: `${chosen.slot.name} ${chosen.slot.startTime}–${chosen.slot.endTime}` }) : ''}
        okText={t('booking.submit')}
        cancelText={t('booking.cancel')}
        confirmLoading={busy}
        onOk={() => void submit()}
        onCancel={() => setChosen(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" data-testid="resv-apply-form">
          <Form.Item name="purpose" label={t('booking.purpose')} rules={[{ required: true, whitespace: true, message: t('booking.purposeRequired') }]}>
            <Input maxLength={200} data-testid="resv-purpose" />
          </Form.Item>
          <Form.Item name="peopleCount" label={t('booking.peopleCount')}>
            <InputNumber min={1} max={resource.capacity || undefined} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="repeat" valuePropName="checked">
            <Checkbox data-testid="resv-repeat">{t('booking.repeat')}</Checkbox>
          </Form.Item>
          {repeat && chosen ? (
            <Form.Item name="repeatUntil" label={t('booking.repeatUntil')} initialValue={addDays(chosen.date, 21)}>
              <Input type="date" min={chosen.date} data-testid="resv-until" />
            </Form.Item>
          ) : null}
        </Form>
      </Modal>
      <Modal open={report !== null} title={t('booking.report')} footer={null} onCancel={() => setReport(null)}>
        <ul className="fh-resv-report" data-testid="resv-report">
          {(report ?? []).map((o) => (
            <li key={o.date}>
              <Tag color={o.ok ? 'green' : 'red'}>{o.date}</Tag>
              {o.ok ? t('booking.reportOk') : o.reason === 'past' ? t('booking.reportPast') : t('booking.reportTaken')}
            </li>
          ))}
        </ul>
      </Modal>
    </div>
  );
}
