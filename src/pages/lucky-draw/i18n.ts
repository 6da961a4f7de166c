/** Texts of the lucky draw pages (namespace 'luckyDraw'), zh and en. */
import { useTranslation } from 'react-i18next';
import { i18n } from '../../runtime/i18n/index.ts';

export const LUCKY_DRAW_NS = 'luckyDraw';

const zh = {
  title: '幸运抽奖',
  choose: '选择抽奖活动',
  none: '暂无公开的抽奖活动',
  time: '活动时间：{{from}} 至 {{to}}',
  stock: '共 {{stock}} 名，已抽出 {{drawn}} 名',
  waiting: '等待开奖',
  replay: '回放开奖',
  live: '结果实时更新',
  winners: '中奖名单',
  noWinners: '尚未抽出',
  console: {
    title: '中奖名单',
    activity: '抽奖活动',
    award: '奖项',
    count: '本次抽取人数',
    draw: '开始抽奖',
    drawn: '抽出 {{n}} 人',
    participators: '参与人数：{{n}}',
    name: '姓名',
    code: '工号/学号',
    department: '部门',
    drawnBy: '抽奖人',
    pool: '候选人数',
    index: '抽中序号',
    drawnAt: '抽奖时间',
    publicPage: '打开公开开奖页',
    addFrom: '从部门/角色添加人员',
    department2: '部门',
    role: '角色编码',
    add: '添加',
    added: '已添加 {{n}} 人',
  },
};

const en: typeof zh = {
  title: 'Lucky draw',
  choose: 'Choose a draw',
  none: 'No public lucky draws yet',
  time: 'From {{from}} to {{to}}',
  stock: '{{stock}} in all, {{drawn}} drawn',
  waiting: 'Waiting for the draw',
  replay: 'Replay the draw',
  live: 'Results update live',
  winners: 'Winners',
  noWinners: 'Not drawn yet',
  console: {
    title: 'Winners',
    activity: 'Lucky draw',
    award: 'Prize',
    count: 'People to draw',
    draw: 'Draw',
    drawn: '{{n}} drawn',
    participators: 'Participants: {{n}}',
    name: 'Name',
    code: 'Staff/student id',
    department: 'Department',
    drawnBy: 'Drawn by',
    pool: 'Pool size',
    index: 'Index picked',
    drawnAt: 'Drawn at',
    publicPage: 'Open the public page',
    addFrom: 'Add people of a department or role',
    department2: 'Department',
    role: 'Role code',
    add: 'Add',
    added: '{{n}} added',
  },
};

function addTexts(): void {
  i18n.addResourceBundle('zh', LUCKY_DRAW_NS, zh, true, true);
  i18n.addResourceBundle('en', LUCKY_DRAW_NS, en, true, true);
}
if (i18n.isInitialized) addTexts();
else i18n.on('initialized', addTexts);

export const useLuckyDrawT = () => useTranslation(LUCKY_DRAW_NS);
