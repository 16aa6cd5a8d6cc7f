import { randomUUID } from 'node:crypto';
import type { ProcessedImage } from '@abode/server/core/media/image-pipeline';
import { PRIVATE_FOLDER } from '@abode/server/features/verification/verification-files';
import { renderAvatar, renderBanner, renderScene, type SceneKind } from '../pictures/index.js';
import { renderPanorama } from '../pictures/panorama.js';
import { ARTICLES } from './articles.js';
import { brochurePdf } from './brochure.js';
import { type FloorPlanName, renderFloorPlan } from './floor-plans.js';
import { renderIdCard } from './id-card.js';
import type { PropertyDraft } from './listings.js';
import { type DemoMedia, mapLimit } from './media.js';
import type { PersonDraft } from './people.js';
import type { ProjectDraft } from './projects.js';
import type { Rng } from './random.js';
import { factSheet, SHOWCASE_VIDEOS, showcaseListings } from './showcase.js';

// Every file the demo needs, painted or copied before a single row is written (a row never
// points at a file that does not exist).

/**
 * Pictures painted per scene kind: more of what most listings show (apartments, living rooms,
 * bedrooms), fewer of the rarer kinds. Painting and encoding is the slow part of the demo seed.
 */
const POOL_SIZES: Readonly<Record<SceneKind, number>> = {
  apartment: 5,
  villa: 4,
  townhouse: 3,
  penthouse: 3,
  office: 3,
  shop: 2,
  land: 2,
  warehouse: 2,
  'living-room': 5,
  kitchen: 4,
  bedroom: 5,
  bathroom: 3,
  pool: 3,
  skyline: 4,
};

/** Floor plan drawn for a listing of this kind and bedroom count. */
function planFor(draft: PropertyDraft): FloorPlanName {
  const bedrooms = Number(draft.parameters.find((p) => p.key === 'bedrooms')?.value ?? 0);
  if (draft.kind === 'office' || draft.kind === 'shop') return 'office';
  if (draft.kind === 'warehouse') return 'warehouse';
  if (draft.kind === 'villa' || draft.kind === 'townhouse') return 'villaGround';
  return (['studio', 'oneBedroom', 'twoBedroom'] as const)[bedrooms] ?? 'threeBedroom';
}

const PLAN_CAPTIONS: Record<FloorPlanName, string> = {
  studio: 'Studio — typical layout',
  oneBedroom: '1 Bedroom — typical layout',
  twoBedroom: '2 Bedroom — typical layout',
  threeBedroom: '3 Bedroom — typical layout',
  villaGround: 'Ground floor — typical layout',
  villaFirst: 'First floor — typical layout',
  office: 'Office floor — typical layout',
  warehouse: 'Warehouse — typical layout',
};

export interface SliderPlan {
  title: string;
  type: 1 | 2 | 3 | 4;
  /** For type 3: index of the property. */
  property?: number;
}

export interface DemoPictures {
  avatars: Map<number, string>;
  idCards: Map<number, string>;
  properties: { title: ProcessedImage; gallery: ProcessedImage[]; floorPlan: string | null }[];
  /** By property index: the showcase listings' 360° image, fact sheet (PDF) and video link. */
  showcase: Map<number, { threeD: string; document: { key: string; size: number }; video: string }>;
  projects: { title: ProcessedImage; gallery: ProcessedImage[]; plans: string[]; brochure: { key: string; size: number } | null }[];
  articles: ProcessedImage[];
  sliders: { image: string; web: string }[];
  cityImages: ProcessedImage[];
}

export interface PictureInput {
  people: readonly PersonDraft[];
  idNumbers: Map<number, string>;
  properties: readonly PropertyDraft[];
  projects: readonly ProjectDraft[];
  sliders: readonly SliderPlan[];
  cities: number;
}

/** `perKind` paints that many of every kind instead of the usual mix (tests use 1). */
export async function paintDemo(media: DemoMedia, rng: Rng, input: PictureInput, perKind?: number): Promise<DemoPictures> {
  await media.paintPool('properties', POOL_SIZES, perKind, renderScene);

  // floor plans come from one drawing per layout, copied like the photos
  const layouts = new Set([...input.properties.filter((p) => p.floorPlan).map(planFor), ...input.projects.flatMap((p) => p.plans.map((plan) => plan.plan))]);
  const onePerLayout = Object.fromEntries([...layouts].map((name) => [name, 1])) as Record<FloorPlanName, number>;
  await media.paintPool('parameters', onePerLayout, undefined, (name) => renderFloorPlan(name, PLAN_CAPTIONS[name]));

  const withAvatar = input.people.flatMap((p, i) => (p.wantsAvatar ? [i] : []));
  const avatars = new Map(
    await mapLimit(withAvatar, 3, async (i) => [i, (await media.store(await renderAvatar(String(input.people[i]!.row.name), i + 1), 'profiles')).key] as const),
  );
  // identity documents are private files, stored as an applicant's upload is (ADR 014)
  const idCards = new Map(
    await mapLimit([...input.idNumbers], 3, async ([i, idNumber]) => {
      const key = `${PRIVATE_FOLDER}/${randomUUID()}.png`;
      await media.putPrivateFile(key, await renderIdCard(String(input.people[i]!.row.name), idNumber), 'image/png');
      return [i, key] as const;
    }),
  );

  // choices are made in order, before the copies run in parallel, so the result is repeatable
  const propertyPlans = input.properties.map((draft) => {
    const taken = new Set<ProcessedImage>();
    return {
      title: media.pick(rng, draft.titleScene, taken),
      gallery: draft.galleryScenes.map((scene) => media.pick(rng, scene, taken)),
      floorPlan: draft.floorPlan ? media.pick(rng, planFor(draft), taken) : null,
    };
  });
  const projectPlans = input.projects.map((draft) => {
    const taken = new Set<ProcessedImage>();
    return {
      title: media.pick(rng, draft.titleScene, taken),
      gallery: draft.galleryScenes.map((scene) => media.pick(rng, scene, taken)),
      plans: draft.plans.map((plan) => media.pick(rng, plan.plan, taken)),
    };
  });
  const articleSources = ARTICLES.map((a) => media.pick(rng, a.scene, new Set()));
  const citySources = Array.from({ length: input.cities }, () => media.pick(rng, 'skyline', new Set()));

  const properties = await mapLimit(propertyPlans, 6, async (plan) => ({
    title: await media.copy(plan.title, 'properties'),
    gallery: await Promise.all(plan.gallery.map((g) => media.copy(g, 'properties'))),
    floorPlan: plan.floorPlan ? (await media.copy(plan.floorPlan, 'parameters')).key : null,
  }));
  const showcase = new Map(
    await mapLimit(showcaseListings(input.properties), 2, async (index, i) => {
      const sheet = factSheet(input.properties[index]!);
      const pdf = brochurePdf(sheet.title, sheet.paragraphs);
      const key = `documents/${randomUUID()}.pdf`;
      await media.putFile(key, pdf, 'application/pdf');
      const threeD = await media.store(await renderPanorama(i + 1), 'properties');
      return [index, { threeD: threeD.key, document: { key, size: pdf.length }, video: SHOWCASE_VIDEOS[i]! }] as const;
    }),
  );
  const projects = await mapLimit(input.projects, 3, async (draft, i) => {
    const brochure = draft.brochure ? brochurePdf(String(draft.row.title), String(draft.row.description).split('\n\n')) : null;
    const brochureKey = `projects/${randomUUID()}.pdf`;
    if (brochure) await media.putFile(brochureKey, brochure, 'application/pdf');
    return {
      title: await media.copy(projectPlans[i]!.title, 'projects'),
      gallery: await Promise.all(projectPlans[i]!.gallery.map((g) => media.copy(g, 'projects'))),
      plans: await Promise.all(projectPlans[i]!.plans.map(async (plan) => (await media.copy(plan, 'projects')).key)),
      brochure: brochure ? { key: brochureKey, size: brochure.length } : null,
    };
  });
  const articles = await mapLimit(articleSources, 6, (source) => media.copy(source, 'articles'));
  const cityImages = await mapLimit(citySources, 6, (source) => media.copy(source, 'cities'));
  const sliders = await mapLimit(input.sliders, 2, async (slider, i) => {
    const banner = await media.store(await renderBanner(slider.title, i + 1), 'sliders');
    return { image: banner.key, web: (await media.copy(banner, 'sliders')).key };
  });

  await media.dropPool();
  return { avatars, idCards, properties, showcase, projects, articles, sliders, cityImages };
}
