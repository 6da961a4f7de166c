/** Chooses a term; opens on the one holding today (else the latest started, else the first). */
import { Select } from 'antd';
import type { Term } from '../../../schemas/calendar/week.ts';
import { weekInTerm } from '../../../schemas/calendar/week.ts';
import { useCampusT } from '../i18n.ts';

export type IdTerm = Term & { id: string };

export function defaultTerm(terms: readonly IdTerm[], today: string): IdTerm | undefined {
  const sorted = [...terms].sort((a, b) => a.startDate.localeCompare(b.startDate));
  return sorted.find((term) => weekInTerm(today, term)) ?? sorted.filter((term) => term.startDate <= today).at(-1) ?? sorted[0];
}

export function TermPicker({ terms, value, onChange }: { terms: readonly IdTerm[]; value: string | undefined; onChange: (id: string) => void }) {
  const { t } = useCampusT();
  return (
    <Select
      value={value}
      onChange={onChange}
      options={terms.map((term) => ({ value: term.id, label: term.name }))}
      placeholder={t('cal.term')}
      className="fh-campus-term-select"
      data-testid="term-picker"
    />
  );
}
