/**
 * The root route's element. After every navigation: the title from the active tab (guard step 6); once
 * per page load: favicon and logo from stylogo (step 7), greyscale from isgrey, and the window-level
 * error capture that feeds the logs dialog.
 */
import { useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { logoFromStylogo, pageTitle } from './guard/route-guard.ts';
import type { RouteHandle } from './guard/guard-loader.ts';
import { activeTagValue } from './tabs/tab-rules.ts';
import { tabsAtom } from './session/state.ts';
import { paramValue, sysParam } from './session/params.ts';
import { logoUrlAtom } from './site-state.ts';
import { installGlobalErrorCapture } from './errors/log-store.ts';
import { site } from './site.ts';

function useSiteAppearance() {
  const setLogo = useSetAtom(logoUrlAtom);
  useEffect(() => {
    let live = true;
    void sysParam('stylogo').then((param) => {
      const url = logoFromStylogo(param?.img);
      if (!live || !url) return;
      setLogo(url);
      let link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
      if (!link) {
        link = document.createElement('link');
        link.rel = 'icon';
        document.head.append(link);
      }
      link.href = url;
    });
    void paramValue('isgrey').then((value) => {
      if (live) document.documentElement.classList.toggle('is-grey', value === site.yes);
    });
    return () => {
      live = false;
    };
  }, [setLogo]);
  useEffect(() => installGlobalErrorCapture(), []);
}

function useDocumentTitle() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const matches = useMatches();
  const tabs = useAtomValue(tabsAtom);
  useEffect(() => {
    const query = Object.fromEntries(new URLSearchParams(location.search).entries());
    const value = activeTagValue(`${location.pathname}${location.search}`, query);
    const tag = [...tabs.main, ...tabs.second].find((candidate) => candidate.value === value);
    // A route that is not a tab (login, lock, errors) still has a name.
    const named = matches.toReversed().find((match) => (match.handle as RouteHandle | undefined)?.name);
    const name = tag ?? (named?.handle as RouteHandle | undefined)?.name;
    document.title = pageTitle(name, i18n.language === 'en' ? 'en' : 'zh', (key) => t(key));
  }, [location, matches, tabs, t, i18n.language]);
}

export function RootFrame() {
  useSiteAppearance();
  useDocumentTitle();
  return <Outlet />;
}
