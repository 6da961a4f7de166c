/** The single sign-on hand-over cookies (spec §2.5 step 1): uid and token, 2 hours. */

export function parseCookies(header: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const raw of header.split(';')) {
    const part = raw.trim();
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    try {
      out[name] = decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      out[name] = part.slice(index + 1).trim();
    }
  }
  return out;
}

export function getCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return parseCookies(document.cookie)[name] || undefined;
}

export function setCookie(name: string, value: string, lifetimeMs: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${Math.round(lifetimeMs / 1000)}; Path=/; SameSite=Lax${secure}`;
}

export function removeCookie(name: string): void {
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}
