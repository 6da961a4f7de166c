/**
 * blockSet (组件设置, named only in the spec): the catalogue of portal widgets, each with what it shows,
 * whether it is on my open desktop already, and a button to add it there (saved at once, as frontEdit).
 */
import { useState } from 'react';
import { App, Button, Card, Col, Row, Tag, Typography } from 'antd';
import { errorText } from '../../../runtime/api/client.ts';
import { portalApi } from '../api.ts';
import { useDesktops } from '../desktop/use-desktops.ts';
import { addBlock } from '../desktop/layout-model.ts';
import { WIDGETS } from '../widgets/registry.ts';
import { usePortalT } from '../i18n.ts';

export default function BlockSetPage() {
  const { t } = usePortalT();
  const { message } = App.useApp();
  const { current, refresh } = useDesktops(true);
  const [busy, setBusy] = useState<string>();
  const onDesktop = new Set((current?.layout ?? []).map((b) => b.kind));

  const add = async (kind: string, size: { w: number; h: number }) => {
    if (!current) return;
    setBusy(kind);
    try {
      const saved = await portalApi.saveDesktop({ id: current.id, layout: addBlock(current.layout ?? [], kind, size) });
      await refresh(saved.id);
      void message.success(t('blockSet.added'));
    } catch (cause) {
      void message.error(errorText(cause, t('desktop.saveFailed')));
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <>
      <Typography.Paragraph type="secondary">{t('blockSet.hint')}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {WIDGETS.map((widget) => (
          <Col key={widget.kind} xs={24} sm={12} lg={8} xl={6}>
            <Card
              data-testid={`block-${widget.kind}`}
              title={
                <span>
                  <widget.icon /> {t(`widget.${widget.kind}.title`)}
                </span>
              }
              extra={onDesktop.has(widget.kind) && <Tag color="blue">{t('blockSet.onDesktop')}</Tag>}
            >
              <Typography.Paragraph style={{ minHeight: 44 }}>{t(`widget.${widget.kind}.description`)}</Typography.Paragraph>
              <Button block disabled={!current} loading={busy === widget.kind} onClick={() => void add(widget.kind, widget.size)}>
                {t('blockSet.addTo', { name: current?.name ?? '' })}
              </Button>
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}
