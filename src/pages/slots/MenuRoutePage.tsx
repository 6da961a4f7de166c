/**
 * Runtime menu routes (spec §2.4): a path the platform has no page for is looked up in the user's
 * menu. An entry there gets its slot (an entity page, or "coming soon"); anything else is a 404.
 */
import { Navigate, useLocation } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { findMenuByPath } from '../../runtime/menu/menu-model.ts';
import { isLoggedIn, menuAtom, sessionEnding } from '../../runtime/session/state.ts';
import SlotPage from './SlotPage.tsx';

export default function MenuRoutePage() {
  const location = useLocation();
  const menu = useAtomValue(menuAtom);
  // No menu while signed in is a menu still loading; during a logout the login page is on its way:
  // render nothing rather than send the browser to /404 in the middle of that navigation. An
  // anonymous visitor has no menu at all, so for them an unknown path is 404.
  if (menu === undefined && (isLoggedIn() || sessionEnding())) return null;
  const entry = findMenuByPath(menu ?? [], location.pathname);
  if (!entry) return <Navigate to="/404" replace />;
  return <SlotPage kind={entry.path?.startsWith('/system/') ? 'entity' : 'page'} />;
}
