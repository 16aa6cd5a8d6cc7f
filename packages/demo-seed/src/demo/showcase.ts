import { PARAMETERS } from '@abode/server/seed/reference/catalogue';
import type { PropertyDraft } from './listings.js';

// A few live demo listings show every part of the detail page: a video, a 360° image and a
// document. The rest stay without them, as most real listings are.

/** YouTube links of the showcase listings (the form accepts YouTube only). */
export const SHOWCASE_VIDEOS = ['https://www.youtube.com/watch?v=LXb3EKWsInQ', 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'https://youtu.be/eRsGyueVLvQ'] as const;

/** The first approved listings, one per video: visible on a fresh start. */
export function showcaseListings(drafts: readonly PropertyDraft[]): number[] {
  return drafts.flatMap((draft, i) => (draft.state === 'approved' ? [i] : [])).slice(0, SHOWCASE_VIDEOS.length);
}

/** The fact sheet's lines: what a buyer would print and take to a viewing. */
export function factSheet(draft: PropertyDraft): { title: string; paragraphs: string[] } {
  const row = draft.row;
  const place = [row.address, row.city, row.state].filter(Boolean).join(', ');
  const facts = draft.parameters.map((p) => `${PARAMETERS[p.key].name}: ${p.value}`).join('; ');
  return {
    title: `${String(row.title)} - fact sheet`,
    paragraphs: [place, facts, ...String(row.description).split('\n\n'), 'Viewings by appointment with the listing agent. Figures are indicative and subject to contract.'],
  };
}
