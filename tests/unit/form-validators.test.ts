import { describe, expect, it } from 'vitest';
import { buildRules, checkFormPatterns, checkValue, compilePattern, MAX_PATTERN_INPUT, runValidation } from '../../src/schemas/form/index.ts';
import type { Widget } from '../../src/schemas/form/types.ts';
import { checkFileList, checkUploadFile } from '../../src/schemas/form/upload.ts';
import { checkNumber } from '../../src/schemas/form/number.ts';
import { modelOf } from '../../src/widgets/models.ts';

const input = (options: Record<string, unknown> = {}): Widget => ({ type: 'input', id: 'f', options: { name: 'f', label: '名称', ...options } });

describe('named validators (§5)', () => {
  const cases: [string, string, string, string, string][] = [
    // validator, good, bad, zh message, en message
    ['number', '-12.5', '12a', '[名称]包含非数字字符', '[名称] contains non-numeric characters'],
    ['letter', 'abcXYZ', 'abc1', '[名称]包含非字母字符', '[名称] contains non-letter characters'],
    ['letterAndNumber', 'abc123', 'abc-1', '[名称]只能输入字母或数字', '[名称] accepts only letters and digits'],
    ['mobilePhone', '13912345678', '12912345678', '[名称]手机号码格式有误', '[名称] is not a valid mobile phone number'],
    ['letterStartNumberIncluded', 'a123', '1abc', '[名称]必须以字母开头，可包含数字', '[名称] must start with a letter and may contain digits'],
    ['noChinese', 'hello world', 'hello 世界', '[名称]不可输入中文字符', '[名称] must not contain Chinese characters'],
    ['chinese', '中文名称', '中文a', '[名称]只能输入中文字符', '[名称] accepts only Chinese characters'],
    ['email', 'a.b+c@mail.example.cn', 'a@b', '[名称]邮箱格式有误', '[名称] is not a valid email address'],
    ['url', 'https://example.com/a?b=1', 'ftp://example.com', '[名称]URL格式有误', '[名称] is not a valid URL'],
  ];
  for (const [name, good, bad, zh, en] of cases) {
    it(`${name}: accepts "${good}", refuses "${bad}" in zh and en`, () => {
      expect(runValidation(name, good, '名称', 'zh')).toBeUndefined();
      expect(runValidation(name, bad, '名称', 'zh')).toBe(zh);
      expect(runValidation(name, bad, '名称', 'en')).toBe(en);
    });
  }

  it('mobilePhone is 1, then 3-9, then 9 digits', () => {
    expect(runValidation('mobilePhone', '1391234567', 'x', 'zh')).toBeDefined();
    expect(runValidation('mobilePhone', '139123456789', 'x', 'zh')).toBeDefined();
    expect(runValidation('mobilePhone', '19912345678', 'x', 'zh')).toBeUndefined();
  });

  it('url requires http or https', () => {
    expect(runValidation('url', 'http://intranet:8080/x', 'x', 'zh')).toBeUndefined();
    expect(runValidation('url', 'javascript:alert(1)', 'x', 'zh')).toBe('[x]URL格式有误');
  });

  it('every validator skips empty values', () => {
    for (const name of ['number', 'email', 'chinese', '/^\\d+$/']) {
      expect(runValidation(name, '', 'x', 'zh')).toBeUndefined();
      expect(runValidation(name, null, 'x', 'zh')).toBeUndefined();
      expect(runValidation(name, [], 'x', 'zh')).toBeUndefined();
    }
  });

  it('validationHint (errorMsg) replaces the default message', () => {
    expect(runValidation('email', 'nope', '邮箱', 'zh', '请填写正确的邮箱')).toBe('请填写正确的邮箱');
    expect(runValidation('email', 'nope', '邮箱', 'zh', '')).toBe('[邮箱]邮箱格式有误');
  });
});

const field = (name: string, validation: string): Widget => ({ type: 'input', id: name, options: { name, label: `标签${name}`, validation } });

describe('custom pattern (regExp)', () => {
  it('reads /pattern/flags and bare patterns', () => {
    expect(runValidation('/^[a-z]+$/i', 'ABC', 'x', 'zh')).toBeUndefined();
    expect(runValidation('^\\d{6}$', '123456', 'x', 'zh')).toBeUndefined();
    expect(runValidation('^\\d{6}$', '12345', '邮编', 'zh')).toBe('[邮编]invalid value');
    expect(runValidation('^\\d{6}$', '12345', 'Zip', 'en')).toBe('[Zip]invalid value');
  });

  it('shows the hint after the label', () => {
    expect(runValidation('^\\d{6}$', 'x', '邮编', 'zh', '须为6位数字')).toBe('[邮编]须为6位数字');
  });

  it('refuses what RE2 cannot run in linear time (back-references, look-around), long or oversized patterns and odd flags', () => {
    for (const bad of ['(a)\\1', '(?<x>a)\\k<x>', '(?=a)a', '(?!a)b', '(?<=a)b', '(?<!a)b', 'x'.repeat(400), '/a/g', '\\p{L}{600}', 'a{1001}']) {
      expect({ bad, ok: compilePattern(bad).ok }).toEqual({ bad, ok: false });
    }
    // The shapes the old nested-quantifier guard refused are harmless on RE2, so they are accepted now.
    for (const good of ['^\\d+$', '^(ab)+$', '^[a-z]+(?:-[a-z]+)?$', '^\\d{3}-\\d{8}$', '/^abc$/imu', '^(\\+86)?1[3-9]\\d{9}$', '^\\d+\\.\\d+\\.\\d+\\.\\d+$', '^.*@.*$', '^[^\\]]{1,20}$', '(a+)+$', '(a|aa)*b', '^.*.*.*x$', '(?<year>\\d{4})']) {
      expect({ good, ok: compilePattern(good).ok }).toEqual({ good, ok: true });
    }
  });

  it('names why a pattern is refused, in zh and en', () => {
    const backReference = compilePattern('(a)\\1');
    expect(backReference).toEqual({ ok: false, reason: { zh: '不支持反向引用（无法线性时间匹配）', en: 'back-references are not supported (they cannot be matched in linear time)' } });
    expect(compilePattern('(?=a)a')).toMatchObject({ ok: false, reason: { en: 'look-ahead and look-behind are not supported (they cannot be matched in linear time)' } });
  });

  it('reads JavaScript spellings RE2 writes differently: \\uXXXX, \\u{…} under u, named groups, flags', () => {
    expect(runValidation('^[\\u4e00-\\u9fa5]+$', '中文', 'x', 'zh')).toBeUndefined();
    expect(runValidation('^[\\u4e00-\\u9fa5]+$', '中a', 'x', 'zh')).toBe('[x]invalid value');
    expect(runValidation('/^\\u{1F600}$/u', '😀', 'x', 'zh')).toBeUndefined();
    expect(runValidation('/^a.b$/s', 'a\nb', 'x', 'zh')).toBeUndefined();
    expect(runValidation('^a.b$', 'a\nb', 'x', 'zh')).toBe('[x]invalid value');
    expect(runValidation('/^b$/m', 'a\nb', 'x', 'zh')).toBeUndefined();
    expect(runValidation('^(?<year>\\d{4})$', '2024', 'x', 'zh')).toBeUndefined();
    // \s is JavaScript's (Unicode spaces, the full-width U+3000 included), not RE2's ASCII one.
    expect(runValidation('^\\S+$', '中\u3000文', 'x', 'zh')).toBe('[x]invalid value');
    expect(runValidation('^\\S+$', '中文', 'x', 'zh')).toBeUndefined();
    expect(runValidation('^[\\s\\d]+$', '1\u30002\v3', 'x', 'zh')).toBeUndefined();
    expect(runValidation('^\\s*$', '\u00a0\t', 'x', 'zh')).toBeUndefined();
  });

  it('an invalid or refused pattern fails the rule with its own message instead of throwing', () => {
    expect(runValidation('([a-', 'x', '字段', 'zh')).toBe('[字段]的校验表达式无效');
    expect(runValidation('(a)\\1', 'aa', 'F', 'en')).toBe('The validation pattern of [F] is invalid');
  });

  it('runs in linear time: twelve \\d* against "1"×23+"a" (seconds of backtracking on a RegExp) takes milliseconds', () => {
    const pattern = `^${'\\d*'.repeat(12)}$`;
    const started = performance.now();
    expect(runValidation(pattern, `${'1'.repeat(23)}a`, 'x', 'zh')).toBe('[x]invalid value');
    expect(runValidation(pattern, `${'1'.repeat(MAX_PATTERN_INPUT - 1)}a`, 'x', 'zh')).toBe('[x]invalid value');
    expect(runValidation('(x+x+)+y', 'x'.repeat(MAX_PATTERN_INPUT), 'x', 'zh')).toBe('[x]invalid value');
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('checkFormPatterns names every field whose pattern is refused, in nested containers too', () => {
    const schema = {
      widgetList: [
        field('plain', '^\\d+$'),
        field('named', 'email'),
        field('empty', ''),
        { type: 'grid', id: 'g', options: { name: 'g' }, cols: [{ type: 'grid-col', id: 'c', options: { name: 'c' }, widgetList: [{ type: 'sub-form', id: 's', options: { name: 's' }, widgetList: [field('inner', '(a)\\1')] }] }] },
        field('look', '(?=x)x'),
      ],
    };
    expect(checkFormPatterns(schema)).toEqual([
      { name: 'inner', message: { zh: '字段[标签inner]（inner）的校验表达式无效：不支持反向引用（无法线性时间匹配）', en: 'The validation pattern of field [标签inner] (inner) is invalid: back-references are not supported (they cannot be matched in linear time)' } },
      { name: 'look', message: expect.objectContaining({ en: expect.stringContaining('look-ahead') }) },
    ]);
  });

  it('a worst-case accepted pattern fails fast on the longest input it is run on', () => {
    const started = performance.now();
    expect(runValidation('^.*a.*b$', 'a'.repeat(MAX_PATTERN_INPUT), 'x', 'zh')).toBe('[x]invalid value');
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('does not run a pattern over text longer than the cap', () => {
    const long = 'a'.repeat(MAX_PATTERN_INPUT + 1);
    expect(runValidation('^a+$', long, 'x', 'zh')).toBe('[x]invalid value');
    expect(runValidation('^a+$', 'a'.repeat(MAX_PATTERN_INPUT), 'x', 'zh')).toBeUndefined();
  });
});

describe('buildRules / checkValue', () => {
  it('required: blur trigger, requiredHint or the default message in zh and en', () => {
    const rules = buildRules(input(), { required: true, lang: 'zh' });
    expect(rules[0]).toMatchObject({ kind: 'required', trigger: ['blur'], required: true });
    expect(checkValue(input(), '', { required: true, lang: 'zh' })).toEqual(['字段值不可为空']);
    expect(checkValue(input(), '  x', { required: true, lang: 'zh' })).toEqual([]);
    expect(checkValue(input(), null, { required: true, lang: 'en' })).toEqual(['Input value should be not null.']);
    expect(checkValue(input({ requiredHint: '请填写名称' }), '', { required: true, lang: 'en' })).toEqual(['请填写名称']);
  });

  it('validation rule triggers on blur and change', () => {
    const rules = buildRules(input({ validation: 'number' }), { required: false, lang: 'zh' });
    expect(rules).toHaveLength(1);
    expect(rules[0]!.trigger).toEqual(['blur', 'change']);
    expect(rules[0]!.check('1a')).toEqual(['[名称]包含非数字字符']);
  });

  it('a hidden field has no rules; showing it rebuilds them', () => {
    const widget = input({ validation: 'email', minLength: 2 });
    expect(buildRules(widget, { required: true, hidden: true, lang: 'zh' })).toEqual([]);
    expect(buildRules(widget, { required: true, hidden: false, lang: 'zh' }).map((rule) => rule.kind)).toEqual(['required', 'validation', 'length']);
  });

  it('minLength and maxLength count characters', () => {
    const widget = input({ minLength: 2, maxLength: 4 });
    expect(checkValue(widget, '中', { required: false, lang: 'zh' })).toEqual(['[名称]长度不能少于2个字符']);
    expect(checkValue(widget, '中文名称', { required: false, lang: 'zh' })).toEqual([]);
    expect(checkValue(widget, 'abcde', { required: false, lang: 'en' })).toEqual(['[名称] must be at most 4 characters long']);
    expect(checkValue(widget, '', { required: false, lang: 'en' })).toEqual([]);
  });

  it('widget checks come from the model (number bounds) and skip empty values', () => {
    const widget: Widget = { type: 'number', id: 'n', options: { name: 'n', label: '天数', min: 1, max: 10, precision: 1 } };
    const state = { required: false, lang: 'zh' as const, model: modelOf('number') };
    expect(checkValue(widget, 11, state)).toEqual(['[天数]不能大于10']);
    expect(checkValue(widget, 0.5, state)).toEqual(['[天数]不能小于1']);
    expect(checkValue(widget, 2.25, state)).toEqual(['[天数]最多保留1位小数']);
    expect(checkValue(widget, null, state)).toEqual([]);
    expect(checkValue(widget, 0, { ...state, required: true })).toEqual(['[天数]不能小于1']);
  });
});

describe('number', () => {
  it('defaults to ±1e11 and precision 0', () => {
    expect(checkNumber(1e11, {} as never, 'n', 'zh')).toEqual([]);
    expect(checkNumber(1e11 + 1, {} as never, 'n', 'en')).toEqual(['[n] must not be greater than 100000000000']);
    expect(checkNumber(-1e11 - 1, {} as never, 'n', 'en')).toEqual(['[n] must not be less than -100000000000']);
    expect(checkNumber(1.5, {} as never, 'n', 'en')).toEqual(['[n] allows at most 0 decimal places']);
  });

  it('answers Invalid number format for text that is not a number', () => {
    expect(checkNumber('12abc', {} as never, 'n', 'en')).toEqual(['Invalid number format']);
    expect(checkNumber('12abc', {} as never, 'n', 'zh')).toEqual(['数字格式无效']);
    expect(checkNumber('12', {} as never, 'n', 'en')).toEqual([]);
  });

  it('checks step only when stepStrictly is set', () => {
    expect(checkNumber(7, { name: 'n', step: 5 }, 'n', 'zh')).toEqual([]);
    expect(checkNumber(7, { name: 'n', step: 5, stepStrictly: true }, 'n', 'zh')).toEqual(['[n]必须是5的整数倍']);
    expect(checkNumber(1.5, { name: 'n', step: 0.5, precision: 1, stepStrictly: true }, 'n', 'zh')).toEqual([]);
  });
});

describe('uploads (§5 render messages)', () => {
  const mb = 1024 * 1024;
  it('picture: image/ + jpg, jpeg, png by default; 5 MB; 3 files', () => {
    const options = { name: 'p' };
    expect(checkUploadFile({ name: 'a.PNG', size: mb, type: 'image/png' }, options, 'picture', 0, 'en')).toBeUndefined();
    expect(checkUploadFile({ name: 'a.gif', size: mb, type: 'image/gif' }, options, 'picture', 0, 'en')).toBe('Unsupported format: a.gif');
    expect(checkUploadFile({ name: 'a.png', size: mb, type: 'text/html' }, options, 'picture', 0, 'en')).toBe('Unsupported format: a.png');
    expect(checkUploadFile({ name: 'a.jpg', size: 5 * mb + 1, type: 'image/jpeg' }, options, 'picture', 0, 'en')).toBe('File size out of limit: a.jpg');
    expect(checkUploadFile({ name: 'a.jpg', size: 5 * mb, type: 'image/jpeg' }, options, 'picture', 2, 'en')).toBeUndefined();
    expect(checkUploadFile({ name: 'a.jpg', size: 1, type: 'image/jpeg' }, options, 'picture', 3, 'en')).toBe('The maximum number(3) of file uploads has been exceeded.');
    expect(checkUploadFile({ name: 'a.jpg', size: 1, type: 'image/jpeg' }, options, 'picture', 3, 'zh')).toBe('上传文件数量超过上限（3个）');
  });

  it('file: doc, docx, xls, xlsx, pdf, jpg, png by default, extension case-insensitive; custom limits', () => {
    const options = { name: 'f' };
    for (const name of ['a.DOC', 'b.docx', 'c.Xls', 'd.xlsx', 'e.pdf', 'f.JPG', 'g.png']) {
      expect({ name, message: checkUploadFile({ name, size: 10 }, options, 'file', 0, 'en') }).toEqual({ name, message: undefined });
    }
    expect(checkUploadFile({ name: 'x.exe', size: 10 }, options, 'file', 0, 'zh')).toBe('不支持的格式：x.exe');
    const custom = { name: 'f', fileTypes: ['zip'], fileMaxSize: 1, limit: 1 };
    expect(checkUploadFile({ name: 'x.ZIP', size: mb }, custom, 'file', 0, 'en')).toBeUndefined();
    expect(checkUploadFile({ name: 'x.zip', size: mb + 1 }, custom, 'file', 0, 'zh')).toBe('文件大小超出限制：x.zip');
    expect(checkUploadFile({ name: 'x.zip', size: 1 }, custom, 'file', 1, 'en')).toBe('The maximum number(1) of file uploads has been exceeded.');
  });

  it('a submitted file list is checked for count and type again', () => {
    const list = [1, 2, 3, 4].map((n) => ({ name: `f${n}.pdf`, url: `/file/view/${n}` }));
    expect(checkFileList(list, { name: 'f' }, 'file', 'en')).toEqual(['The maximum number(3) of file uploads has been exceeded.']);
    expect(checkFileList([{ name: 'x.sh', url: '/file/view/1' }], { name: 'f' }, 'file', 'en')).toEqual(['Unsupported format: x.sh']);
  });
});
