/**
 * Saving a new form replaces the designer's tab address instead of opening a second tab (#13 gap 3):
 * retargetTag moves the open tag to the new key in place; addTag for the navigation that follows then
 * refreshes that tag rather than appending one.
 */
import { describe, expect, it } from 'vitest';
import { addTag, retargetTag, type Tag } from '../../src/runtime/tabs/tab-rules.ts';

const tag = (value: string, label = value): Tag => ({ label, value, path: value.split('?')[0]!, params: {}, query: {}, meta: {}, group: [] });

describe('retargetTag', () => {
  const home = tag('/wel/index', '首页');
  const list = [home, tag('/bpm/form/index', '表单管理'), tag('/bpm/form/formEdit', '表单设计'), tag('/x', 'X')];

  it('keeps the position and label, takes the new key, path and query', () => {
    const next = retargetTag(list, '/bpm/form/formEdit', '/bpm/form/formEdit?formId=f1');
    expect(next.map((t) => t.value)).toEqual(['/wel/index', '/bpm/form/index', '/bpm/form/formEdit?formId=f1', '/x']);
    expect(next[2]).toMatchObject({ label: '表单设计', path: '/bpm/form/formEdit', query: { formId: 'f1' } });
  });

  it('the navigation to the new address then opens no second tab', () => {
    const next = addTag(retargetTag(list, '/bpm/form/formEdit', '/bpm/form/formEdit?formId=f1'), tag('/bpm/form/formEdit?formId=f1', '表单设计'));
    expect(next).toHaveLength(4);
    // Without the retarget the same navigation appends a fifth tab.
    expect(addTag(list, tag('/bpm/form/formEdit?formId=f1'))).toHaveLength(5);
  });

  it('a tag already open at the new key is merged, an unknown old key changes nothing', () => {
    const both = [...list, tag('/bpm/form/formEdit?formId=f1')];
    expect(retargetTag(both, '/bpm/form/formEdit', '/bpm/form/formEdit?formId=f1').map((t) => t.value)).toEqual(['/wel/index', '/bpm/form/index', '/bpm/form/formEdit?formId=f1', '/x']);
    expect(retargetTag(list, '/nowhere', '/y')).toEqual(list);
  });
});
