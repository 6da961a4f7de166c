/**
 * /addressBbookView (spec §2.4, a route name only): the address book inside the administration shell,
 * the same directory as the hall's with both views on one tab; export shows for holders of the code.
 * Which fields are private is set on the 通讯录字段 screen (entity sytAddressBookField).
 */
import { useState } from 'react';
import AddressBookPage from './address-book/AddressBookPage.tsx';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet has no binding
import './campus.css';

export default function AddressBookAdminPage() {
  const [mode, setMode] = useState<'person' | 'department'>('person');
  return <AddressBookPage mode={mode} onMode={setMode} />;
}
