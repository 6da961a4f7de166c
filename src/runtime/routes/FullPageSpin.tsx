/**
 * What shows while the guard or a page chunk is on its way. Plain CSS, not antd's Spin: it is on the
 * first paint of every route, including the login page whose weight is budgeted.
 */
export function FullPageSpin({ height = '100vh' }: { height?: string }) {
  return (
    <div className="fh-page-loading" style={{ height }} data-testid="page-loading" role="progressbar" aria-busy="true">
      <span className="fh-spinner" />
    </div>
  );
}
