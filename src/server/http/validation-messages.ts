/** The wording of ajv's errors lives with the schemas, so the browser's edit dialog says the same as the server. */
export { toFieldErrors } from '../../schemas/validation-messages.ts';
