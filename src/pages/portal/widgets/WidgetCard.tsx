/** A widget outside a desktop grid (work bench, columns, task pages): its frame at a fixed height. */
import { useAtomValue } from 'jotai';
import { Result } from 'antd';
import { userInfoAtom } from '../../../runtime/session/state.ts';
import { WidgetFrame } from '../desktop/WidgetFrame.tsx';
import { widgetOf } from './registry.ts';
import { usePortalT } from '../i18n.ts';

export function WidgetCard({ kind, height = 360 }: { kind: string; height?: number }) {
  const { t } = usePortalT();
  const signedIn = Boolean(useAtomValue(userInfoAtom));
  const widget = widgetOf(kind);
  const View = widget?.View;
  return (
    <div style={{ height }}>
      <WidgetFrame widget={widget} kind={kind} editing={false}>
        {widget?.needsLogin && !signedIn ? <Result status="info" subTitle={t('widget.loginFirst')} /> : View ? <View blockKey={kind} /> : null}
      </WidgetFrame>
    </div>
  );
}
