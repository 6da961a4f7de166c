/**
 * /choujiang (no login): the public draw screen. It reads published results only (the public calls
 * cannot draw); while an administrator draws on the console, new winners arrive by polling and are
 * revealed with a rolling animation, award by award. "Replay" plays the reveal again.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Empty, Select, Spin } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { LanguageSwitch } from '../../runtime/i18n/LanguageSwitch.tsx';
import { luckyDrawApi, type PublicAward, type PublicDraw } from './api.ts';
import { useLuckyDrawT } from './i18n.ts';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet has no binding
import './lucky-draw.css';

const POLL_MS = 4000;
const ROLL_MS = 1200;
const FILLER = '李王张刘陈杨赵黄周吴徐孙胡朱高林何郭马罗';

type Winner = PublicAward['winners'][number] & { award: string };

/** A rolling name: random surname-like characters masked like the real ones. */
const fakeName = () => `${FILLER[Math.floor(Math.random() * FILLER.length)]}*${FILLER[Math.floor(Math.random() * FILLER.length)]}`;

const keyOf = (award: string, w: { drawnAt: string; name: string }) => `${award}|${w.drawnAt}|${w.name}`;

export default function PublicDrawPage() {
  const { t, i18n } = useLuckyDrawT();
  const [params, setParams] = useSearchParams();
  const [draws, setDraws] = useState<PublicDraw[] | null>(null);
  const [result, setResult] = useState<{ activity: PublicDraw; awards: PublicAward[] } | null>(null);
  const [shown, setShown] = useState(0);
  const [rolling, setRolling] = useState<string | null>(null);
  const seen = useRef<string | null>(null);
  const id = params.get('id') ?? draws?.[0]?.id ?? null;

  useEffect(() => {
    void luckyDrawApi.publicList().then(setDraws, () => setDraws([]));
  }, []);
  useEffect(() => {
    if (!id) return;
    let stop = false;
    const load = () => void luckyDrawApi.publicResult(id).then((r) => !stop && setResult(r), () => undefined);
    load();
    const timer = setInterval(load, POLL_MS);
    return () => {
      stop = true;
      clearInterval(timer);
    };
  }, [id]);

  const winners: Winner[] = useMemo(
    () => (result?.awards ?? []).flatMap((award) => award.winners.map((w) => ({ ...w, award: award.name }))).toSorted((a, b) => a.drawnAt.localeCompare(b.drawnAt)),
    [result],
  );
  // A newly opened activity shows what is already drawn; later winners are revealed one at a time.
  useEffect(() => {
    if (!result) return;
    if (seen.current !== result.activity.id) {
      seen.current = result.activity.id;
      setShown(winners.length);
    }
  }, [result, winners.length]);
  useEffect(() => {
    if (shown >= winners.length) return;
    const roll = setInterval(() => setRolling(fakeName()), 60);
    const land = setTimeout(() => {
      clearInterval(roll);
      setRolling(null);
      setShown((n) => n + 1);
    }, ROLL_MS);
    return () => {
      clearInterval(roll);
      clearTimeout(land);
    };
  }, [shown, winners.length]);

  const latest = shown > 0 ? winners[shown - 1] : undefined;
  const revealed = new Set(winners.slice(0, shown).map((w) => keyOf(w.award, w)));
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language === 'en' ? 'en-GB' : 'zh-CN', { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <div className="fh-draw" data-testid="lucky-draw-public">
      <header className="fh-draw-head">
        <h1>{result?.activity.name ?? t('title')}</h1>
        <div className="fh-draw-tools">
          {draws && draws.length > 1 ? (
            <Select
              value={id ?? undefined}
              placeholder={t('choose')}
              style={{ minWidth: 200 }}
              onChange={(value: string) => setParams({ id: value })}
              options={draws.map((d) => ({ value: d.id, label: d.name }))}
            />
          ) : null}
          <LanguageSwitch />
        </div>
      </header>
      {draws === null ? <Spin /> : null}
      {draws && draws.length === 0 ? <Empty className="fh-draw-empty" description={t('none')} /> : null}
      {result ? (
        <>
          <p className="fh-draw-time">{t('time', { from: when(result.activity.startAt), to: when(result.activity.endAt) })}</p>
          <section className={`fh-draw-stage${rolling ? ' is-rolling' : ''}`} aria-live="polite" data-testid="lucky-draw-stage">
            {rolling ? (
              <div className="fh-draw-name">{rolling}</div>
            ) : latest ? (
              <>
                <div className="fh-draw-award">{latest.award}</div>
                <div className="fh-draw-name" data-testid="lucky-draw-latest">{latest.name}</div>
                <div className="fh-draw-org">{latest.organizationName}</div>
              </>
            ) : (
              <div className="fh-draw-name fh-draw-wait">{t('waiting')}</div>
            )}
          </section>
          <div className="fh-draw-actions">
            <Button ghost onClick={() => setShown(0)} disabled={winners.length === 0} data-testid="lucky-draw-replay">{t('replay')}</Button>
            <span>{t('live')}</span>
          </div>
          <section className="fh-draw-awards">
            {result.awards.map((award) => (
              <div key={award.id} className="fh-draw-card" data-testid="lucky-draw-award">
                <h2>{award.name}</h2>
                <div className="fh-draw-stock">{t('stock', { stock: award.stock, drawn: award.drawn })}</div>
                <ul>
                  {award.winners.filter((w) => revealed.has(keyOf(award.name, w))).map((w) => (
                    <li key={`${w.drawnAt}-${w.name}`}>
                      <span className="fh-draw-winner">{w.name}</span>
                      <span className="fh-draw-org">{w.organizationName}</span>
                    </li>
                  ))}
                </ul>
                {award.winners.length === 0 ? <div className="fh-draw-none">{t('noWinners')}</div> : null}
              </div>
            ))}
          </section>
        </>
      ) : null}
    </div>
  );
}
