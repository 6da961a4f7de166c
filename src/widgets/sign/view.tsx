/**
 * sign: with no signature a placeholder; clicking it (not when disabled or read-only) opens the
 * 电子签章 dialog, 50% wide, with two tabs: draw on a signature pad, or pick a saved seal from
 * sytElectronicSeal/list (read when the widget is created; 148 px thumbnails). Generate signature /
 * generate turn the drawing or the seal into the value, a 150×100 image (see image.ts); clear empties the
 * pad; cancel closes.
 */
import { Button, Empty, Modal, Space, Tabs, Typography, message } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { call } from '../../runtime/api/client.ts';
import { locked, str, type ActionFieldProps } from '../field-kit.ts';
import { useWidgetsT } from '../i18n.ts';
import { SIGN_HEIGHT, SIGN_WIDTH, loadImage, toSignImage } from './image.ts';
import { SignPad, type PadHandle } from './pad.tsx';

export const SEAL_LIST_PATH = '/sytElectronicSeal/list';

interface Seal {
  id?: string;
  name?: string;
  url?: string;
  imageUrl?: string;
}

const sealUrl = (seal: Seal) => seal.url ?? seal.imageUrl ?? '';

export function SignView(props: ActionFieldProps<string | null | undefined>) {
  const { t } = useWidgetsT();
  const { options } = props.widget;
  const blocked = locked(props);
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<'draw' | 'seal'>('draw');
  const [seals, setSeals] = useState<Seal[]>([]);
  const [picked, setPicked] = useState<string>();
  const [busy, setBusy] = useState(false);
  const pad = useRef<PadHandle>(null);
  const value = typeof props.value === 'string' && props.value ? props.value : '';

  useEffect(() => {
    if (blocked) return;
    let live = true;
    call<Seal[]>(SEAL_LIST_PATH, { body: {}, quiet: true }).then(
      (list) => live && setSeals(Array.isArray(list) ? list.filter((seal) => sealUrl(seal)) : []),
      () => live && setSeals([]),
    );
    return () => {
      live = false;
    };
  }, [blocked]);

  function show() {
    if (blocked) return;
    setPicked(undefined);
    setOpen(true);
  }

  function fromPad() {
    const canvas = pad.current?.canvas();
    if (!canvas || pad.current?.isEmpty()) {
      void message.warning(t('sign.emptyPad'));
      return;
    }
    try {
      props.onChange(toSignImage(canvas, pad.current?.strokes()));
      setOpen(false);
    } catch {
      void message.error(t('sign.emptyPad'));
    }
  }

  async function fromSeal() {
    if (!picked) {
      void message.warning(t('sign.pickSeal'));
      return;
    }
    setBusy(true);
    try {
      props.onChange(toSignImage(await loadImage(picked)));
      setOpen(false);
    } catch {
      void message.error(t('sign.sealFailed'));
    } finally {
      setBusy(false);
    }
  }

  const footer =
    tab === 'draw' ? (
      <Space>
        <Button autoInsertSpace={false} type="primary" onClick={fromPad}>
          {t('sign.generateSignature')}
        </Button>
        <Button autoInsertSpace={false} onClick={() => pad.current?.clear()}>{t('sign.clear')}</Button>
        <Button autoInsertSpace={false} onClick={() => setOpen(false)}>{t('sign.cancel')}</Button>
      </Space>
    ) : (
      <Space>
        <Button autoInsertSpace={false} type="primary" loading={busy} onClick={() => void fromSeal()}>
          {t('sign.generate')}
        </Button>
        <Button autoInsertSpace={false} onClick={() => setOpen(false)}>{t('sign.cancel')}</Button>
      </Space>
    );

  return (
    <>
      <div
        role="button"
        tabIndex={blocked ? -1 : 0}
        aria-disabled={blocked}
        aria-label={str(options, 'label') || options.name}
        className="fh-sign"
        onClick={show}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') show();
        }}
        style={{
          width: SIGN_WIDTH,
          height: SIGN_HEIGHT,
          border: '1px dashed #d9d9d9',
          borderRadius: 6,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          cursor: blocked ? 'not-allowed' : 'pointer',
          background: props.disabled ? '#f5f5f5' : '#fff',
        }}
      >
        {value ? (
          <img src={value} alt={t('sign.signed')} width={SIGN_WIDTH} height={SIGN_HEIGHT} />
        ) : (
          <Typography.Text type="secondary">{str(options, 'placeholder') || t('sign.placeholder')}</Typography.Text>
        )}
      </div>
      {open && (
        <Modal open title={t('sign.title')} width="50%" onCancel={() => setOpen(false)} footer={footer} destroyOnHidden>
          <Tabs
            activeKey={tab}
            onChange={(key) => setTab(key as 'draw' | 'seal')}
            items={[
              { key: 'draw', label: t('sign.draw'), children: <SignPad ref={pad} label={t('sign.draw')} /> },
              {
                key: 'seal',
                label: t('sign.seal'),
                children: seals.length ? (
                  <Space wrap>
                    {seals.map((seal) => (
                      <button
                        type="button"
                        key={seal.id ?? sealUrl(seal)}
                        onClick={() => setPicked(sealUrl(seal))}
                        aria-pressed={picked === sealUrl(seal)}
                        style={{ padding: 4, border: `2px solid ${picked === sealUrl(seal) ? '#1677ff' : '#f0f0f0'}`, borderRadius: 6, background: '#fff', cursor: 'pointer' }}
                      >
                        <img src={sealUrl(seal)} alt={seal.name ?? ''} width={148} height={148} style={{ objectFit: 'contain', display: 'block' }} />
                      </button>
                    ))}
                  </Space>
                ) : (
                  <Empty description={t('sign.noSeals')} />
                ),
              },
            ]}
          />
        </Modal>
      )}
    </>
  );
}
