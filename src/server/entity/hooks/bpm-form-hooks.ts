/** bpmForm: the conf is normalised and checked on every save, its version stamped and its field list derived. */
import type { EntityHooks } from '../hooks.ts';
import { readConf, storedConf } from './bpm-form-conf.ts';

export const bpmFormHooks: EntityHooks = {
  async beforeSave(values, { request }) {
    if (values.conf === undefined) return;
    // The conf is stored as normalised (a conf saved twice is stored the same); formConfig.name is the
    // designer's own and is left as sent, the row's name being the one lists show.
    Object.assign(values, storedConf(readConf(values.conf, request.lang)));
  },
};
