/** The demo institution: an organisation tree with heads, and the people who work and study there. */

export interface OrgSeed {
  code: string;
  name: string;
  orgType: 'university' | 'school' | 'department' | 'office';
  head?: string;
  children?: OrgSeed[];
}

export const ORG_TREE: OrgSeed = {
  code: 'FHU',
  name: '弗洛大学',
  orgType: 'university',
  head: 'wangjianguo',
  children: [
    {
      code: 'CS',
      name: '计算机学院',
      orgType: 'school',
      head: 'lihua',
      children: [
        { code: 'CS-SE', name: '软件工程系', orgType: 'department', head: 'zhangwei' },
        { code: 'CS-CST', name: '计算机科学系', orgType: 'department', head: 'chenjing' },
      ],
    },
    {
      code: 'EM',
      name: '经济管理学院',
      orgType: 'school',
      head: 'liuyang',
      children: [
        { code: 'EM-ACC', name: '会计系', orgType: 'department', head: 'zhaomin' },
        { code: 'EM-FIN', name: '金融系', orgType: 'department', head: 'sunli' },
      ],
    },
    { code: 'AAO', name: '教务处', orgType: 'office', head: 'zhoujie' },
    { code: 'SAO', name: '学生工作处', orgType: 'office', head: 'wuxia' },
  ],
};

export interface PersonSeed {
  humancode: string;
  humanname: string;
  org: string;
  identity: 'teacher' | 'student' | 'staff';
  sex: '男' | '女';
  roles: string[];
  mobile?: string;
}

export const PEOPLE: PersonSeed[] = [
  { humancode: 'designer', humanname: '林设计', org: 'AAO', identity: 'staff', sex: '女', roles: ['designer', 'teacher'], mobile: '13800000001' },
  { humancode: 'sysop', humanname: '郑运维', org: 'AAO', identity: 'staff', sex: '男', roles: ['sysop'], mobile: '13800000002' },
  { humancode: 'wangjianguo', humanname: '王建国', org: 'FHU', identity: 'teacher', sex: '男', roles: ['depthead', 'teacher'] },
  { humancode: 'lihua', humanname: '李华', org: 'CS', identity: 'teacher', sex: '女', roles: ['depthead', 'teacher'] },
  { humancode: 'zhangwei', humanname: '张伟', org: 'CS-SE', identity: 'teacher', sex: '男', roles: ['depthead', 'teacher'] },
  { humancode: 'chenjing', humanname: '陈静', org: 'CS-CST', identity: 'teacher', sex: '女', roles: ['depthead', 'teacher'] },
  { humancode: 'liuyang', humanname: '刘洋', org: 'EM', identity: 'teacher', sex: '男', roles: ['depthead', 'teacher'] },
  { humancode: 'zhaomin', humanname: '赵敏', org: 'EM-ACC', identity: 'teacher', sex: '女', roles: ['depthead', 'teacher'] },
  { humancode: 'sunli', humanname: '孙丽', org: 'EM-FIN', identity: 'teacher', sex: '女', roles: ['depthead', 'teacher'] },
  { humancode: 'zhoujie', humanname: '周杰', org: 'AAO', identity: 'staff', sex: '男', roles: ['depthead', 'teacher'] },
  { humancode: 'wuxia', humanname: '吴霞', org: 'SAO', identity: 'staff', sex: '女', roles: ['depthead', 'teacher'] },
  { humancode: 'teacher1', humanname: '黄老师', org: 'CS-SE', identity: 'teacher', sex: '男', roles: ['teacher'], mobile: '13900000011' },
  { humancode: 'teacher2', humanname: '何老师', org: 'EM-ACC', identity: 'teacher', sex: '女', roles: ['teacher'], mobile: '13900000012' },
  { humancode: 'student1', humanname: '马小明', org: 'CS-SE', identity: 'student', sex: '男', roles: ['student'], mobile: '15000000001' },
  { humancode: 'student2', humanname: '杨小红', org: 'CS-SE', identity: 'student', sex: '女', roles: ['student'] },
  { humancode: 'student3', humanname: '许文', org: 'CS-CST', identity: 'student', sex: '男', roles: ['student'] },
  { humancode: 'student4', humanname: '邓佳', org: 'CS-CST', identity: 'student', sex: '女', roles: ['student'] },
  { humancode: 'student5', humanname: '冯涛', org: 'EM-ACC', identity: 'student', sex: '男', roles: ['student'] },
  { humancode: 'student6', humanname: '曹雪', org: 'EM-FIN', identity: 'student', sex: '女', roles: ['student'] },
];

export const ROLES: { rolecode: string; rolename: string; description: string; superAdmin?: boolean; base?: boolean }[] = [
  { rolecode: 'admin', rolename: '超级管理员', description: '拥有全部权限', superAdmin: true, base: true },
  { rolecode: 'designer', rolename: '流程设计员', description: '设计表单与流程' },
  { rolecode: 'depthead', rolename: '部门负责人', description: '审批本部门事项' },
  { rolecode: 'teacher', rolename: '教职工', description: '发起与审批流程', base: true },
  { rolecode: 'student', rolename: '学生', description: '发起流程、使用服务大厅', base: true },
  { rolecode: 'sysop', rolename: '系统运维', description: '查看系统管理数据' },
];

/** The parameters of spec §3 and §7.2. All of them are read by anonymous pages, hence public. */
export const SYS_PARAMS: { name: string; value: string; img?: string; type: string; remark: string }[] = [
  { name: 'indexUrl', value: '', type: 'site', remark: '未登录访问或退出登录后跳转的地址；为空则留在本站' },
  { name: 'isVisitor', value: '否', type: 'site', remark: '是否允许游客访问（是/否）' },
  { name: 'mobileHome', value: '', type: 'site', remark: '移动端首页地址' },
  { name: 'stylogo', value: 'Flowhall', img: JSON.stringify([{ name: 'logo', url: '/logo.svg' }]), type: 'site', remark: '站点标志与网页图标' },
  { name: 'protalLogin', value: '', type: 'site', remark: '单点登录入口地址；为空则使用 OAuth 客户端地址' },
  { name: 'isgrey', value: '否', type: 'site', remark: '全站灰色显示（是/否）' },
];

export const MESSAGE_TYPES: { code: string; name: string; nameEn: string }[] = [
  { code: 'todo', name: '待办', nameEn: 'To do' },
  { code: 'copy', name: '抄送', nameEn: 'Copied' },
  { code: 'urge', name: '催办', nameEn: 'Urge' },
  { code: 'supervise', name: '督办', nameEn: 'Supervise' },
  { code: 'result', name: '审批结果', nameEn: 'Result' },
  { code: 'notice', name: '通知', nameEn: 'Notice' },
];
