/**
 * What a route slot renders. A menu entry that names an entity (component `entity:<name>`) opens the
 * generic entity page of the admin runtime; any other slot says "coming soon" until its screen exists.
 */
import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { findMenuByPath } from '../../runtime/menu/menu-model.ts';
import { menuAtom } from '../../runtime/session/state.ts';
import { lazyPage } from '../../runtime/routes/lazy-page.ts';
import { FullPageSpin } from '../../runtime/routes/FullPageSpin.tsx';
import ComingSoon, { type SlotKind } from './ComingSoon.tsx';

const EntityPage = lazyPage(() => import('../../runtime/entity/EntityPage.tsx'));

const ENTITY_PREFIX = 'entity:';

export default function SlotPage({ kind = 'page' }: { kind?: SlotKind }) {
  const location = useLocation();
  const menu = useAtomValue(menuAtom);
  const component = findMenuByPath(menu ?? [], location.pathname)?.component ?? '';
  if (component.startsWith(ENTITY_PREFIX)) {
    const name = component.slice(ENTITY_PREFIX.length);
    return (
      <Suspense fallback={<FullPageSpin height="60vh" />}>
        <EntityPage key={name} name={name} />
      </Suspense>
    );
  }
  return <ComingSoon kind={kind} />;
}
