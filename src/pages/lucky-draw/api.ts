/** The lucky draw calls (src/server/modules/lucky-draw/routes.ts). */
import { call } from '../../runtime/api/client.ts';

export interface PublicDraw {
  id: string;
  name: string;
  description: string | null;
  startAt: string;
  endAt: string;
}
export interface PublicAward {
  id: string;
  name: string;
  level: number | null;
  stock: number;
  drawn: number;
  winners: { name: string; organizationName: string | null; drawnAt: string }[];
}
export interface Award {
  id: string;
  name: string;
  level: number | null;
  stock: number;
  drawn: number;
}
export interface WinnerRow {
  id: string;
  awardId: string;
  awardName: string | null;
  humancode: string;
  humanname: string | null;
  organizationName: string | null;
  drawnBy: string;
  poolSize: number;
  pickIndex: number;
  drawnAt: string;
}

export const luckyDrawApi = {
  publicList: () => call<PublicDraw[]>('/luckyDraw/public/list', { body: {}, quiet: true }),
  publicResult: (id: string) => call<{ activity: PublicDraw; awards: PublicAward[] }>('/luckyDraw/public/result', { body: { id }, quiet: true }),
  winners: (drawId: string) =>
    call<{ activity: { id: string; name: string }; participators: number; awards: Award[]; winners: WinnerRow[] }>('/luckyDraw/luckyDrawWinnerList', { body: { drawId }, quiet: true }),
  draw: (drawId: string, awardId: string, count: number) => call<WinnerRow[]>('/luckyDraw/draw', { body: { drawId, awardId, count } }),
  addParticipators: (body: { drawId: string; organizationId?: string; rolecode?: string }) => call<{ added: number }>('/luckyDraw/addParticipators', { body }),
  activities: () => call<{ records: { id: string; name: string }[] }>('/sytLuckyDraw/queryPage', { body: { page: 1, pageSize: 100 }, quiet: true }),
};
