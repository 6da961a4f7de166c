/** The public desktop, read-only: on the information portal and on its own page (publicPage). */
import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Empty, Skeleton } from 'antd';
import { DesktopGrid } from '../desktop/DesktopGrid.tsx';
import type { StoredBlock } from '../desktop/layout-model.ts';
import { portalApi } from '../api.ts';
import { userInfoAtom } from '../../../runtime/session/state.ts';
import { usePortalT } from '../i18n.ts';

export function PublicDesktop({ blocks, signedIn }: { blocks: readonly StoredBlock[]; signedIn: boolean }) {
  return <DesktopGrid blocks={blocks} editing={false} signedIn={signedIn} />;
}

/** publicPage: reads the public desktop itself. */
export default function PublicDesktopPage() {
  const { t } = usePortalT();
  const user = useAtomValue(userInfoAtom);
  const [blocks, setBlocks] = useState<StoredBlock[] | null>();
  useEffect(() => {
    portalApi.common(['desktop']).then((a) => setBlocks(a.desktop?.layout ?? null), () => setBlocks(null));
  }, []);
  if (blocks === undefined) return <Skeleton active />;
  if (!blocks || blocks.length === 0) return <Empty description={t('desktop.none')} />;
  return <PublicDesktop blocks={blocks} signedIn={Boolean(user)} />;
}
