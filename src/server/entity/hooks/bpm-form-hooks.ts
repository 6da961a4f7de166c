/** bpmForm: the conf is normalised and checked on every save, its version stamped and its field list derived. */
import type { EntityHooks } from '../hooks.ts';
import { readConf, storedConf } from './bpm-form-conf.ts';

export const bpmFormHooks: EntityHooks = {
  async beforeSave(values, { request }) {
    if (values.conf === undefined) return;
    const schema = readConf(values.conf, request.lang);
    // The form's name lives in both places; the row's name is the one the list shows and edits.
    if (typeof values.name === 'string' && values.name !== '') schema.formConfig.name = values.name;
    Object.assign(values, storedConf(schema));
  },
};
