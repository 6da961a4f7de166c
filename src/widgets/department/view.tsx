/**
 * department (customised VForm of the corpus): read as the organisation check-tree, like its model
 * (value: the list of organisation ids; multiple unless set off). The corpus' `reqUrl` points at the
 * designer author's own test server, so the platform's organisation tree is shown instead.
 */
import type { ActionFieldProps } from '../field-kit.ts';
import { DeptcheckView } from '../deptcheck/view.tsx';

export function DepartmentView(props: ActionFieldProps<string[] | string | null | undefined>) {
  return <DeptcheckView {...props} />;
}
