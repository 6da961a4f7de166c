import type { Resources } from './zh.ts';

export const en: Resources = {
  app: { title: 'Flowhall', subtitle: 'Portal Management', language: 'Language', switchLanguage: '中文' },
  common: { ok: 'OK', cancel: 'Cancel', loading: 'Loading…', serviceError: 'Service error', knowIt: 'Got it', empty: 'No data' },
  login: {
    title: 'Sign in',
    welcome: 'Welcome to the Flowhall workflow and service portal',
    username: 'Username',
    password: 'Password',
    usernameRequired: 'Please enter your username',
    passwordRequired: 'Please enter your password',
    submit: 'Sign in',
    rememberHint: 'The last username is remembered',
    failed: 'Sign-in failed',
  },
  session: { relogin: 'Please log in again', logout: 'Log out', logoutConfirm: 'Log out now?', roleSwitched: 'Role switched!' },
  portal: {
    title: 'Portal',
    greeting: 'Hello, {{name}}',
    role: 'Current role: {{role}}',
    organization: 'Department: {{org}}',
    menus: 'My menus',
    noMenu: 'The current role has no menus',
  },
  errors: {
    notFound: 'Sorry, the page you visited does not exist',
    forbidden: 'Sorry, you are not authorised to access this page',
    serverError: 'Sorry, something went wrong on the server',
    backHome: 'Back home',
  },
};
