/** Engine and deploy failures as catalogued envelope errors. */
import { AppError } from '../../http/errors.ts';
import { EngineError } from '../engine/types.ts';
import { DeployError } from './service.ts';

export function asAppError(error: unknown): unknown {
  if (error instanceof EngineError) return new AppError(error.code, { message: { zh: error.zh, en: error.en } });
  if (error instanceof DeployError) {
    return new AppError('failed', {
      message: { zh: '部署失败：{n} 个问题', en: 'deploy failed: {n} problem(s)' },
      params: { n: error.problems.length },
      // Each problem in both languages: the answer carries the caller's, never a mix.
      errors: error.problems.map((p) => ({
        path: `/elements/${p.elementId}`,
        message: { zh: `${p.elementType} ${p.elementId}：${p.reason}`, en: `${p.elementType} ${p.elementId}: ${p.reasonEn}` },
      })),
    });
  }
  return error;
}
