/**
 * /service/index/service: the catalogue. Search by name or department, and by the name's pinyin whole or
 * by initials (the start page's matcher); narrow by audience (opening on the caller's own) and by
 * category (with counts); 我的收藏 above the list (stars kept on the server); each card shows its visits.
 * A card opens the service's detail, where it is started or opened and where feedback is sent.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Col, Empty, Input, Row, Segmented, Skeleton, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { errorText } from '../../../runtime/api/client.ts';
import { feedback } from '../../../runtime/ui/feedback.ts';
import { matchesProcess, useSpell } from '../../bpm/start-search.ts';
import { useServiceT } from '../i18n.ts';
import { servicePath } from '../pages.ts';
import { serviceApi, type Audience, type HallService } from './service-api.ts';
import { ServiceCard } from './ServiceCard.tsx';

type AudienceTab = 'every' | Exclude<Audience, 'all'>;
const POPULAR_SHOWN = 4;

const section = (title: string, testId: string, body: ReactNode) => (
  <section className="fh-service-section" data-testid={testId}>
    <Typography.Title level={5}>{title}</Typography.Title>
    {body}
  </section>
);

/** Whether a service is offered to the tab's audience ('all' services are offered to every audience). */
const offeredTo = (service: HallService, tab: AudienceTab) => tab === 'every' || service.audience === 'all' || service.audience === tab;

export default function ServiceCatalogue() {
  const { t } = useServiceT();
  const navigate = useNavigate();
  const spell = useSpell();
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ attempt: number; services?: HallService[]; audience?: AudienceTab; error?: string }>();
  const [text, setText] = useState('');
  const [tab, setTab] = useState<AudienceTab>();
  const [category, setCategory] = useState<string>();
  const [stars, setStars] = useState<Record<string, boolean>>({});
  const [busy, setBusy] = useState<string>();

  useEffect(() => {
    const controller = new AbortController();
    serviceApi.hall(controller.signal).then(
      (hall) => {
        setStars({});
        setAnswer({ attempt, services: hall.services, audience: hall.audience });
      },
      (e: unknown) => !controller.signal.aborted && setAnswer({ attempt, error: errorText(e, t('loadFailed')) }),
    );
    return () => controller.abort();
  }, [attempt, t]);
  const current = answer?.attempt === attempt ? answer : undefined;
  const audience = tab ?? current?.audience ?? 'every';
  const services = useMemo(() => current?.services?.map((s) => (s.id in stars ? { ...s, collected: stars[s.id]! } : s)), [current?.services, stars]);

  const offered = useMemo(() => (services ?? []).filter((s) => offeredTo(s, audience)), [services, audience]);
  const categories = useMemo(() => {
    const counts = new Map<string, number>();
    for (const s of offered) counts.set(s.category, (counts.get(s.category) ?? 0) + 1);
    return [...counts];
  }, [offered]);
  const shownCategory = category && categories.some(([c]) => c === category) ? category : undefined;
  const matching = useMemo(
    () => offered.filter((s) => (!shownCategory || s.category === shownCategory) && matchesProcess({ name: s.name, key: s.department ?? '' }, text, spell)),
    [offered, shownCategory, text, spell],
  );
  const favourites = (services ?? []).filter((s) => s.collected);
  const popular = [...offered].filter((s) => Number(s.hitCount ?? 0) > 0).sort((a, b) => Number(b.hitCount ?? 0) - Number(a.hitCount ?? 0)).slice(0, POPULAR_SHOWN);

  const star = async (service: HallService) => {
    setBusy(service.id);
    const api = await feedback();
    try {
      const { collected } = await serviceApi.collect(service.id);
      setStars((s) => ({ ...s, [service.id]: collected }));
      void api.message.success(t(collected ? 'starred' : 'unstarred'));
    } catch (e) {
      void api.message.error(errorText(e, t('loadFailed')));
    } finally {
      setBusy(undefined);
    }
  };

  const cards = (list: readonly HallService[], shortcut = false) => (
    <Row gutter={[12, 12]}>
      {list.map((s) => (
        <Col key={s.id} xs={24} sm={12} lg={8} xl={6}>
          <ServiceCard service={s} busy={busy === s.id} shortcut={shortcut} onOpen={() => navigate(servicePath('detail', { id: s.id, name: s.name }))} onStar={() => void star(s)} />
        </Col>
      ))}
    </Row>
  );

  let body;
  if (current?.error) body = <Alert type="error" showIcon title={t('loadFailed')} description={current.error} action={<Button onClick={() => setAttempt((n) => n + 1)}>{t('retry')}</Button>} />;
  else if (!services) body = <Skeleton active />;
  else if (services.length === 0) body = <Empty description={t('empty')} />;
  else {
    const searching = text.trim() !== '' || Boolean(shownCategory);
    const groups = new Map<string, HallService[]>();
    for (const s of matching) groups.set(s.category, [...(groups.get(s.category) ?? []), s]);
    body = (
      <>
        {!searching && favourites.length > 0 ? section(t('favourites'), 'service-favourites', cards(favourites, true)) : null}
        {!searching && popular.length > 0 ? section(t('popular'), 'service-popular', cards(popular, true)) : null}
        <section className="fh-service-section" data-testid="service-catalogue">
          {matching.length === 0 ? (
            <Empty description={t('noMatch')} data-testid="service-no-match" />
          ) : (
            [...groups].map(([name, list]) => (
              <div key={name} className="fh-service-group" data-testid="service-category">
                <Typography.Title level={5}>{name}</Typography.Title>
                {cards(list)}
              </div>
            ))
          )}
        </section>
      </>
    );
  }

  return (
    <div className="fh-service-page" data-testid="service-hall">
      <div className="fh-service-hero">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('page.service')}
        </Typography.Title>
        <Input.Search allowClear size="large" value={text} onChange={(e) => setText(e.target.value)} placeholder={t('search')} aria-label={t('search')} data-testid="service-search" />
      </div>
      <div className="fh-service-filters">
        <Segmented<AudienceTab>
          value={audience}
          onChange={setTab}
          options={(['every', 'student', 'staff'] as const).map((value) => ({ value, label: t(`audience.${value}`) }))}
          data-testid="service-audience"
        />
        <div className="fh-service-categories" data-testid="service-categories">
          <Tag.CheckableTag checked={!shownCategory} onChange={() => setCategory(undefined)}>
            {t('allCategories')} ({offered.length})
          </Tag.CheckableTag>
          {categories.map(([name, count]) => (
            <Tag.CheckableTag key={name} checked={shownCategory === name} onChange={(on) => setCategory(on ? name : undefined)}>
              {name} ({count})
            </Tag.CheckableTag>
          ))}
        </div>
      </div>
      {body}
    </div>
  );
}
