/**
 * The hall's `recourse` page: the open resources, searched by name or location and filtered by type;
 * "Book" opens the resource's week grid (the same page with ?id=).
 */
import { useEffect, useState } from 'react';
import { Button, Card, Empty, Input, Segmented, Tag } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { reservationApi, type Resource } from './api.ts';
import { useReservationT } from './i18n.ts';
import BookingPage from './BookingPage.tsx';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet has no binding
import './reservation.css';

type Kind = 'all' | 'room' | 'equipment';

export default function ResourceListPage({ applyLogPath }: { applyLogPath: string }) {
  const { t } = useReservationT();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [keyword, setKeyword] = useState('');
  const [kind, setKind] = useState<Kind>('all');
  const [resources, setResources] = useState<Resource[] | null>(null);
  const id = params.get('id');

  useEffect(() => {
    if (id) return;
    const handle = setTimeout(() => {
      void reservationApi.resources({ ...(keyword ? { keyword } : {}), ...(kind === 'all' ? {} : { resourceType: kind }) }).then(setResources, () => setResources([]));
    }, 200);
    return () => clearTimeout(handle);
  }, [keyword, kind, id]);

  if (id) return <BookingPage resourceId={id} />;
  return (
    <div className="fh-resv-page" data-testid="reservation-list">
      <div className="fh-resv-toolbar">
        <Input.Search allowClear placeholder={t('list.search')} value={keyword} onChange={(e) => setKeyword(e.target.value)} style={{ maxWidth: 320 }} data-testid="resv-search" />
        <Segmented<Kind>
          value={kind}
          onChange={setKind}
          options={[
            { value: 'all', label: t('list.all') },
            { value: 'room', label: t('list.room') },
            { value: 'equipment', label: t('list.equipment') },
          ]}
        />
        <Button onClick={() => navigate(applyLogPath)}>{t('list.myLog')}</Button>
      </div>
      {resources && resources.length === 0 ? <Empty description={t('list.empty')} /> : null}
      <div className="fh-resv-cards">
        {(resources ?? []).map((resource) => (
          <Card
            key={resource.id}
            size="small"
            title={resource.name}
            extra={resource.needApproval ? <Tag color="gold">{t('list.approval')}</Tag> : null}
            actions={[
              <Button key="book" type="link" onClick={() => setParams({ id: resource.id })} data-testid={`resv-book-${resource.name}`}>
                {t('list.book')}
              </Button>,
            ]}
          >
            <div>{resource.location}</div>
            <div className="fh-resv-date">
              {[t(`list.${resource.resourceType}`), resource.capacity ? t('list.capacity', { n: resource.capacity }) : null, t('list.hours', { open: resource.openTime, close: resource.closeTime }), t('list.slots', { n: resource.slotCount ?? 0 })]
                .filter(Boolean)
                .join(' · ')}
            </div>
            {resource.description ? <div className="fh-resv-desc">{resource.description}</div> : null}
          </Card>
        ))}
      </div>
    </div>
  );
}
