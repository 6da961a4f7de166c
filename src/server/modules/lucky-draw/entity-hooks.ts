/**
 * The lucky draw's entity rules beyond the schema: an award's quantity can never go below what has been
 * drawn (the table's CHECK would refuse it with a server error; this names the field), and an award that
 * has winners cannot move to another activity or be deleted (the winner records refer to it).
 */
import type { EntityHooks } from '../../entity/hooks.ts';
import { AppError } from '../../http/errors.ts';

const refuse = (path: string, zh: string, en: string) => new AppError('validation', { message: { zh, en }, errors: [{ path, message: { zh, en } }] });

export const luckyDrawAwardHooks: EntityHooks = {
  async beforeSave(values, { before }) {
    const drawn = Number(before?.drawn ?? 0);
    if (values.stock !== undefined && Number(values.stock) < drawn) {
      throw refuse('/stock', `数量不能少于已抽出的 ${drawn} 名`, `The quantity cannot be less than the ${drawn} already drawn`);
    }
    if (drawn > 0 && values.drawId !== undefined && values.drawId !== before?.drawId) {
      throw refuse('/drawId', '已有中奖记录的奖项不能移到其他活动', 'A prize with winners cannot move to another draw');
    }
  },
  async beforeDelete(row) {
    if (Number(row.drawn ?? 0) > 0) throw new AppError('conflict', { message: { zh: '已有中奖记录的奖项不能删除', en: 'A prize with winners cannot be deleted' } });
  },
};
