/**
 * The bpmn-js viewer's chunk, loaded once: preloaded beside the approve page's data (first-calls.ts) and
 * rendered by ProcessDiagram directly when it has arrived (no Suspense fallback, whose reveal React holds
 * back for 300 ms).
 */
import { rememberedLoad } from '../../../runtime/routes/lazy-page.ts';

export const viewerChunk = rememberedLoad(() => import('./Viewer.tsx'));
