/**
 * Deep links survive login: a signed-out visitor sent away from a page that needs a session (guard
 * step 5) has that page remembered for this tab, and the login lands there instead of the portal.
 * Kept in sessionStorage (this tab only) for a limited time, and only for the app's own paths.
 */
const KEY = 'fh-after-login';
const LIFETIME_MS = 30 * 60 * 1000;
/** Places a login should never land on again. */
const NOT_A_TARGET = /^\/(?:login|logout|lock|portal|home|40[34]|500)(?:[/?#]|$)/;

const storage = (): Storage | undefined => {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
};

/** A same-origin app path (not `//host`, not a scheme) that is worth coming back to. */
export const isReturnPath = (path: string): boolean => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') && !NOT_A_TARGET.test(path);

export function rememberAfterLogin(path: string, now = Date.now()): void {
  if (!isReturnPath(path)) return;
  storage()?.setItem(KEY, JSON.stringify({ path, at: now }));
}

/** The remembered page (once: it is forgotten when read), if still fresh. */
export function takeAfterLogin(now = Date.now()): string | undefined {
  const store = storage();
  const raw = store?.getItem(KEY);
  if (!raw) return undefined;
  store!.removeItem(KEY);
  try {
    const { path, at } = JSON.parse(raw) as { path?: unknown; at?: unknown };
    if (typeof path !== 'string' || typeof at !== 'number' || now - at > LIFETIME_MS || !isReturnPath(path)) return undefined;
    return path;
  } catch {
    return undefined;
  }
}
