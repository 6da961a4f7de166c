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
  /** The signed-in landing route, and the first tab of the main tab list. */
  portalPath: '/portal',
  homePath: '/wel/index',
  /** The first tab of the second tab list (service hall pages, meta isTab2). */
  secondHomePath: '/service/index/service',
  lockPath: '/lock',
  loginPath: '/login',
  /** Where a screen the user's menu does not grant sends them. */
  forbiddenPath: '/403',
  unreadMax: 99,
  noticePageSize: 5,
  noticeHeight: 300,
  /** The word the system parameters use for "yes" (isVisitor, isgrey). */
  yes: '是',
} as const;
