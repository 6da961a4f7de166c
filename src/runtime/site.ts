/** Site configuration constants of spec §3 and §9. */
export const site = {
  title: 'Flowhall',
  subtitle: 'Portal Management',
  /** Prefix of every browser-storage key. */
  storageKey: 'flowhall',
  /** Token and uid cookies handed over by single sign-on live this long (spec §9). */
  cookieLifetimeMs: 7_200_000,
  tokenTime: 6000,
  httpTimeoutMs: 1_000_000,
  socketTimeoutMs: 15_000,
  chunkLoadTimeoutMs: 120_000,
  themeName: 'theme-iview',
  themeColor: '#409EFF',
  /** Statuses that are answers, not transport failures. */
  statusWhiteList: [400],
} as const;
