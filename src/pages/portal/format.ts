/** Dates as the portal lists show them (y-m-d, the spec §5 date without its time). */
import { formatDateTime } from '../../runtime/util/time.ts';

export const formatDate = (value: string | null | undefined): string => formatDateTime(value ?? null, 'YYYY-MM-DD');
