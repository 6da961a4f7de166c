/** bpmForm: the conf is normalised and checked (its custom patterns too) on every save, its version stamped and its field list derived. */
import type { EntityHooks } from '../hooks.ts';
import { readConf, refuseBadPatterns, storedConf } from './bpm-form-conf.ts';

export const bpmFormHooks: EntityHooks = {
  async beforeSave(values, { request }) {
    if (values.conf === undefined) return;
    // The conf is stored as normalised (a conf saved twice is stored the same); formConfig.name is the
    // designer's own and is left as sent, the row's name being the one lists show.
    const schema = readConf(values.conf, request.lang);
    refuseBadPatterns(schema, request.lang);
    Object.assign(values, storedConf(schema));
  },
};
