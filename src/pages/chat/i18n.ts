/**
 * Texts of the help assistant's pages (namespace 'chat'): the robot chat (sytchat) and the user manual.
 * Small, and imported by the route tables so that the pages' tabs are named before their chunks arrive.
 */
import { useTranslation } from 'react-i18next';
import { i18n } from '../../runtime/i18n/index.ts';

export const CHAT_NS = 'chat';

const zh = {
  page: { sytchat: '智能助手', userManual: '用户手册' },
  title: '智能助手',
  subtitle: '查找服务、查看待办与办理进度、解答常见问题',
  placeholder: '请输入您的问题，例如：怎么请假？',
  send: '发送',
  you: '我',
  robot: '助手',
  thinking: '正在查找…',
  failed: '回答失败：{{message}}',
  failedPlain: '回答失败，请稍后再试',
  retry: '重试',
  clear: '清空对话',
  clearConfirm: '确定清空当前对话吗？',
  ok: '确定',
  cancel: '取消',
  quick: { todo: '我有几个待办？', progress: '我的申请到哪一步了？' },
  welcome: '您好！我是智能助手，可以帮您查找服务、查看待办和办理进度。试试问我：',
  greeting: '您好！有什么可以帮您？试试问我：',
  answer: '为您找到以下内容：',
  todo: '您有 {{count}} 项待办任务：',
  todoNone: '您目前没有待办任务。',
  processesTopic: '您发起的“{{topic}}”相关流程：',
  processes: '您最近发起的流程：',
  processesNone: '您还没有发起过流程。',
  unknown: '抱歉，我不知道这个问题的答案。您可以换个说法，或试试这些问题：',
  unknownBare: '抱歉，我不知道这个问题的答案。您可以换个说法，或到“用户手册”中查找。',
  more: '查看全部',
  start: '立即办理',
  detail: '查看详情',
  handle: '去办理',
  readManual: '阅读手册',
  faq: '常见问题',
  manual: '用户手册',
  service: '服务',
  currentStep: '当前环节：{{steps}}',
  stepWith: '{{name}}（{{people}}）',
  stepSep: '；',
  nameSep: '、',
  startedAt: '发起于 {{time}}',
  receivedAt: '接收于 {{time}}',
  manualPage: {
    title: '用户手册',
    search: '搜索手册内容',
    empty: '暂无手册内容',
    noMatch: '没有找到匹配的章节',
    loadFailed: '手册加载失败',
    contents: '目录',
    ask: '没找到答案？问问智能助手',
  },
};

const en: typeof zh = {
  page: { sytchat: 'Assistant', userManual: 'User manual' },
  title: 'Assistant',
  subtitle: 'Find services, see your to-dos and progress, get answers to common questions',
  placeholder: 'Ask a question, e.g. how do I apply for leave?',
  send: 'Send',
  you: 'Me',
  robot: 'Assistant',
  thinking: 'Looking it up…',
  failed: 'No answer: {{message}}',
  failedPlain: 'No answer; please try again later',
  retry: 'Retry',
  clear: 'Clear',
  clearConfirm: 'Clear this conversation?',
  ok: 'OK',
  cancel: 'Cancel',
  quick: { todo: 'My pending tasks', progress: 'Where is my request?' },
  welcome: 'Hello! I am the assistant: I can find services and tell you about your to-dos and the progress of your requests. Try asking:',
  greeting: 'Hello! How can I help? Try asking:',
  answer: 'Here is what I found:',
  todo: 'You have {{count}} tasks to do:',
  todoNone: 'You have no tasks to do.',
  processesTopic: 'Your processes about "{{topic}}":',
  processes: 'The processes you started lately:',
  processesNone: 'You have not started any process yet.',
  unknown: 'Sorry, I don\'t know the answer to that. Try other words, or one of these questions:',
  unknownBare: 'Sorry, I don\'t know the answer to that. Try other words, or look in the user manual.',
  more: 'View all',
  start: 'Start now',
  detail: 'Details',
  handle: 'Handle',
  readManual: 'Read the manual',
  faq: 'FAQ',
  manual: 'User manual',
  service: 'Service',
  currentStep: 'Current step: {{steps}}',
  stepWith: '{{name}} ({{people}})',
  stepSep: '; ',
  nameSep: ', ',
  startedAt: 'Started {{time}}',
  receivedAt: 'Received {{time}}',
  manualPage: {
    title: 'User manual',
    search: 'Search the manual',
    empty: 'The manual is empty',
    noMatch: 'No section matches',
    loadFailed: 'The manual could not be loaded',
    contents: 'Contents',
    ask: 'No answer here? Ask the assistant',
  },
};

function addTexts(): void {
  i18n.addResourceBundle('zh', CHAT_NS, zh, true, true);
  i18n.addResourceBundle('en', CHAT_NS, en, true, true);
}
if (i18n.isInitialized) addTexts();
else i18n.on('initialized', addTexts);

export const useChatT = () => useTranslation(CHAT_NS);
