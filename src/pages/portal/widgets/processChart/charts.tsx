/**
 * Plain SVG charts of my processes (no chart library): columns per month, and one bar per result with its
 * count. Sized by their container through the viewBox; colours follow the result tags.
 */
import { usePortalT } from '../../i18n.ts';
import type { MyStats } from '../../api.ts';

const RESULT_COLORS: Record<number, string> = { 1: '#1677ff', 2: '#52c41a', 3: '#ff4d4f', 4: '#bfbfbf', 5: '#faad14', 6: '#13c2c2', 7: '#722ed1' };

/** `width` and `height` are the drawing's proportions; it scales to its container's width. */
export function MonthColumns({ months, width = 300, height = 160 }: { months: MyStats['byMonth']; width?: number; height?: number }) {
  const { t } = usePortalT();
  const max = Math.max(1, ...months.map((m) => m.count));
  const slot = width / Math.max(1, months.length);
  const plot = height - 36;
  return (
    <svg viewBox={`0 0 ${width} ${height}`} width="100%" role="img" aria-label={t('widget.processChart.byMonth')} data-testid="chart-months">
      <line x1={0} x2={width} y1={plot + 14} y2={plot + 14} stroke="#e5e5e5" />
      {months.map((m, i) => {
        const h = Math.round((m.count / max) * (plot - 10));
        const x = i * slot + slot * 0.25;
        return (
          <g key={m.month}>
            <rect x={x} y={plot + 14 - h} width={slot * 0.5} height={h} rx={3} fill="#1677ff" data-count={m.count} />
            <text x={x + slot * 0.25} y={plot + 8 - h} textAnchor="middle" fontSize={11} fill="#595959">
              {m.count}
            </text>
            <text x={x + slot * 0.25} y={height - 6} textAnchor="middle" fontSize={11} fill="#8c8c8c">
              {m.month.slice(5)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

export function ResultBars({ results }: { results: MyStats['byResult'] }) {
  const { t } = usePortalT();
  const max = Math.max(1, ...results.map((r) => r.count));
  const row = 22;
  const height = Math.max(row, results.length * row);
  return (
    <svg viewBox={`0 0 300 ${height}`} width="100%" style={{ maxHeight: height * 1.6 }} role="img" aria-label={t('widget.processChart.byResult')} data-testid="chart-results">
      {results.map((r, i) => (
        <g key={r.result} transform={`translate(0 ${i * row})`}>
          <text x={0} y={15} fontSize={12} fill="#595959">
            {t(`results.${r.result}`, { defaultValue: String(r.result) })}
          </text>
          <rect x={70} y={4} width={Math.max(2, (r.count / max) * 190)} height={14} rx={3} fill={RESULT_COLORS[r.result] ?? '#8c8c8c'} />
          <text x={70 + Math.max(2, (r.count / max) * 190) + 6} y={15} fontSize={12} fill="#262626">
            {r.count}
          </text>
        </g>
      ))}
    </svg>
  );
}
