/** The reservation calls (src/server/modules/reservation/routes.ts). */
import { call } from '../../runtime/api/client.ts';

export interface Resource {
  id: string;
  name: string;
  resourceType: 'room' | 'equipment';
  location: string | null;
  capacity: number | null;
  openTime: string;
  closeTime: string;
  needApproval: boolean | null;
  imageUrl?: string | null;
  description: string | null;
  slotCount?: number;
}
export interface Slot {
  id: string;
  name: string;
  startTime: string;
  endTime: string;
  weekdays: string;
}
export interface Booking {
  id: string;
  slotId: string | null;
  status: 'pending' | 'approved';
  organizationName: string | null;
  date: string;
  startTime: string;
  endTime: string;
  mine: boolean;
  purpose?: string;
}
export interface Occurrence {
  date: string;
  ok: boolean;
  id?: string;
  reason?: 'taken' | 'past';
}
export interface LogRow {
  id: string;
  seriesId: string;
  resourceName: string | null;
  location: string | null;
  purpose: string | null;
  status: 'pending' | 'approved' | 'rejected' | 'cancelled';
  date: string;
  startTime: string;
  endTime: string;
  cancellable: boolean;
}
export interface StatRow {
  key: string;
  label: string;
  count: number;
  hours: number;
}

const post = <T>(path: string, body: unknown) => call<T>(path, { body, quiet: true });

export const reservationApi = {
  resources: (body: { keyword?: string; resourceType?: string }) => post<Resource[]>('/resourceReservation/resources', body),
  detail: (id: string) => post<Resource & { slots: Slot[] }>('/resourceReservation/detail', { id }),
  occupancy: (resourceId: string, from: string, days: number) => post<Booking[]>('/resourceReservation/occupancy', { resourceId, from, days }),
  apply: (body: { resourceId: string; slotId: string; date: string; repeatUntil?: string; purpose: string; peopleCount?: number }) =>
    call<{ seriesId: string; status: string; occurrences: Occurrence[] }>('/resourceReservation/apply', { body }),
  applyLog: (body: { pageNum: number; pageSize: number; status?: string }) => post<{ total: number; records: LogRow[] }>('/resourceReservation/applyLog', body),
  cancel: (id: string, series: boolean) => call<{ cancelled: string[] }>('/resourceReservation/cancel', { body: { id, series } }),
  statistics: (body: { from: string; to: string; by: 'resource' | 'department' | 'week' }) =>
    post<{ rows: StatRow[]; total: { count: number; hours: number } }>('/resourceReservation/resourceStatistics', body),
};

/** Local calendar helpers on ISO dates (the server answers campus-local dates and times). */
export const isoDate = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
export const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00`);
  d.setDate(d.getDate() + days);
  return isoDate(d);
};
export const mondayOf = (date: string) => {
  const day = new Date(`${date}T00:00:00`).getDay();
  return addDays(date, -((day + 6) % 7));
};
