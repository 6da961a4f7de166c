/**
 * The shell's tab replace operation for pages that change their own URL in place (the form designer
 * gives a new form its id): the current tab takes the new address instead of a second tab opening.
 */
import { appStore, tabsAtom } from '../session/state.ts';
import { retargetTag } from './tab-rules.ts';

export function replaceTabAddress(fromValue: string, toValue: string): void {
  appStore.set(tabsAtom, (tabs) => ({ main: retargetTag(tabs.main, fromValue, toValue), second: retargetTag(tabs.second, fromValue, toValue) }));
}
