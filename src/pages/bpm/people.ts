/**
 * Names for account codes the approval calls answer bare (the approver preview's users): looked up once
 * each through the people picker's page (/sytPermissionAccount/pickPage, open to everyone signed in),
 * keeping only the exact code. A code nobody answers stays itself.
 */
import { useEffect, useState } from 'react';
import { call } from '../../runtime/api/client.ts';

interface Account {
  humancode: string;
  humanname: string;
  $labels?: { organizationId?: string | null };
}

export interface PersonName {
  name: string;
  department: string;
}

const known = new Map<string, Promise<PersonName>>();

export function lookUpPerson(code: string): Promise<PersonName> {
  let hit = known.get(code);
  if (!hit) {
    hit = call<{ records: Account[] }>('/sytPermissionAccount/pickPage', { body: { page: 1, pageSize: 50, queryParam: { name: code } }, quiet: true }).then(
      ({ records }) => {
        const row = records.find((r) => r.humancode === code);
        return { name: row?.humanname ?? code, department: row?.$labels?.organizationId ?? '' };
      },
      () => {
        known.delete(code); // a failed look-up is tried again next time
        return { name: code, department: '' };
      },
    );
    known.set(code, hit);
  }
  return hit;
}

/** The names of the given codes, filled in as they arrive. */
export function usePeople(codes: readonly string[]): Map<string, PersonName> {
  const [names, setNames] = useState(() => new Map<string, PersonName>());
  const key = [...new Set(codes)].sort().join('\n');
  useEffect(() => {
    let live = true;
    const wanted = key ? key.split('\n') : [];
    void Promise.all(wanted.map(async (code) => [code, await lookUpPerson(code)] as const)).then((pairs) => {
      if (live) setNames(new Map(pairs));
    });
    return () => {
      live = false;
    };
  }, [key]);
  return names;
}
