/** The public desktop, read-only: on the information portal and on its own page (publicPage). */
import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Empty, Skeleton } from 'antd';
import { DesktopGrid } from '../desktop/DesktopGrid.tsx';
import type { StoredBlock } from '../desktop/layout-model.ts';
import type { BlockSettings } from '../widgets/types.ts';
import { portalApi } from '../api.ts';
import { userInfoAtom } from '../../../runtime/session/state.ts';
import { usePortalT } from '../i18n.ts';

/** Each block shows what its published settings say (rows, category), as on the desktop it was published from. */
export function PublicDesktop({ blocks, settings, signedIn }: { blocks: readonly StoredBlock[]; settings?: Readonly<Record<string, BlockSettings>> | undefined; signedIn: boolean }) {
  return <DesktopGrid blocks={blocks} editing={false} signedIn={signedIn} settings={settings} />;
}

/** publicPage: reads the public desktop itself. */
export default function PublicDesktopPage() {
  const { t } = usePortalT();
  const user = useAtomValue(userInfoAtom);
  const [desktop, setDesktop] = useState<{ layout: StoredBlock[]; settings?: Record<string, BlockSettings> | undefined } | null>();
  useEffect(() => {
    portalApi.common(['desktop']).then((a) => setDesktop(a.desktop ?? null), () => setDesktop(null));
  }, []);
  if (desktop === undefined) return <Skeleton active />;
  if (!desktop || desktop.layout.length === 0) return <Empty description={t('desktop.none')} />;
  return <PublicDesktop blocks={desktop.layout} settings={desktop.settings} signedIn={Boolean(user)} />;
}
