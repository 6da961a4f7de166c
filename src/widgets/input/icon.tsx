/**
 * VForm names icons by Element UI class (`el-icon-search`); the common ones map to antd icons, any other
 * name is kept as a class on an <i> so a page stylesheet that defines it still shows it.
 */
import type { ComponentType } from 'react';
import {
  CalendarOutlined,
  ClockCircleOutlined,
  DeleteOutlined,
  EditOutlined,
  EnvironmentOutlined,
  LinkOutlined,
  LockOutlined,
  MailOutlined,
  PhoneOutlined,
  PlusOutlined,
  SearchOutlined,
  SendOutlined,
  SettingOutlined,
  StarOutlined,
  UploadOutlined,
  UserOutlined,
} from '@ant-design/icons';

const known: Record<string, ComponentType> = {
  search: SearchOutlined,
  user: UserOutlined,
  'user-solid': UserOutlined,
  lock: LockOutlined,
  phone: PhoneOutlined,
  'phone-outline': PhoneOutlined,
  message: MailOutlined,
  date: CalendarOutlined,
  time: ClockCircleOutlined,
  location: EnvironmentOutlined,
  'location-outline': EnvironmentOutlined,
  edit: EditOutlined,
  'edit-outline': EditOutlined,
  delete: DeleteOutlined,
  plus: PlusOutlined,
  link: LinkOutlined,
  setting: SettingOutlined,
  star: StarOutlined,
  'star-off': StarOutlined,
  upload: UploadOutlined,
  upload2: UploadOutlined,
  'position': SendOutlined,
};

export function VFormIcon({ name }: { name: string }) {
  const key = name.replace(/^el-icon-/, '');
  const Icon = known[key];
  if (Icon) return <Icon />;
  return <i className={name} aria-hidden="true" />;
}

/** An icon element when the option names one, else undefined (so antd lays out no empty slot). */
export function iconOf(name: unknown) {
  return typeof name === 'string' && name.trim() !== '' ? <VFormIcon name={name.trim()} /> : undefined;
}
