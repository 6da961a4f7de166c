/**
 * The message centre's shared state: the type dictionary (codes shown by name, never raw) and the
 * live re-read when messages change elsewhere (another tab read or deleted some, a new one arrived).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { userInfoAtom } from '../../runtime/session/state.ts';
import { getToken } from '../../runtime/session/token.ts';
import { openChannel, realtimeUrl, type Channel } from '../../runtime/realtime/channel.ts';
import { messageTypes, type MessageType } from './message-api.ts';

export interface TypeDictionary {
  types: MessageType[];
  /** The type's name in the current language; the stored value may be the code or (older senders) the name. */
  nameOf: (value: string | null | undefined) => string;
}

export function useMessageTypes(): TypeDictionary {
  const { i18n } = useTranslation();
  const [types, setTypes] = useState<MessageType[]>([]);
  useEffect(() => {
    let live = true;
    // Without the dictionary the list still works; types then show as stored.
    messageTypes().then(
      (list) => live && setTypes(Array.isArray(list) ? list : []),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  const en = i18n.language === 'en';
  const nameOf = useCallback(
    (value: string | null | undefined) => {
      if (!value) return '';
      const found = types.find((type) => type.code === value || type.name === value);
      if (!found) return value;
      return en ? (found.nameEn ?? found.name) : found.name;
    },
    [types, en],
  );
  return { types, nameOf };
}

/** Pushes come in bursts (a read-all, a step notifying many): one re-read for each burst. */
const DEBOUNCE_MS = 300;

/**
 * Calls `reload` whenever the server says the caller's messages changed: a new message, a 'sync' after a
 * read or delete in any tab, and each (re)connect (whatever happened while disconnected).
 */
export function useMessagesSync(reload: () => void): void {
  const userId = useAtomValue(userInfoAtom)?.user.id;
  const latest = useRef(reload);
  useEffect(() => {
    latest.current = reload;
  });
  useEffect(() => {
    if (!userId) return;
    let channel: Channel | undefined;
    let stopped = false;
    let pending: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      if (pending) return;
      pending = setTimeout(() => {
        pending = undefined;
        if (!stopped) latest.current();
      }, DEBOUNCE_MS);
    };
    void openChannel({ url: realtimeUrl(window.location), token: getToken, userId }, { onMessage: later, onResync: later }).then(
      (opened) => {
        if (stopped) void opened.close();
        else channel = opened;
      },
      (error: Error) => console.warn(`[messages] ${error.message}`),
    );
    return () => {
      stopped = true;
      if (pending) clearTimeout(pending);
      void channel?.close();
    };
  }, [userId]);
}
