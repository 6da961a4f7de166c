import { beforeAll, describe, expect, it } from 'vitest';
import { bilingualText } from '../../src/schemas/entity/bilingual.ts';
import { setupI18n } from './form-support.tsx';

// The entity runtime registers its texts on import: loaded after i18n is ready, as the app does.
let displayCell: typeof import('../../src/runtime/entity/values.ts').displayCell;
beforeAll(async () => {
  await setupI18n('zh');
  ({ displayCell } = await import('../../src/runtime/entity/values.ts'));
});

describe('a bilingual field', () => {
  const stored = JSON.stringify({ zh: '已清除 2 个过期会话', en: 'removed 2 expired session(s)' });

  it('shows the language of the reader, and an older plain message as it is', () => {
    expect(bilingualText(stored, 'zh-CN')).toBe('已清除 2 个过期会话');
    expect(bilingualText(stored, 'en')).toBe('removed 2 expired session(s)');
    expect(bilingualText('alive', 'en')).toBe('alive');
    expect(bilingualText('{"zh":1}', 'zh')).toBe('{"zh":1}');
  });

  it('is what a list cell shows', () => {
    const field = { type: 'string' as const, label: { zh: '说明', en: 'Message' }, bilingual: true };
    expect(displayCell(stored, field, { field: 'message' }, {}, 'en', ['Yes', 'No'])).toBe('removed 2 expired session(s)');
    expect(displayCell(stored, field, { field: 'message' }, {}, 'zh-CN', ['是', '否'])).toBe('已清除 2 个过期会话');
  });
});
