import { slugify } from '@abode/shared/slug';
import type { Db } from '@abode/server/core/db/connect';
import { CITIES } from '@abode/server/core/geo/uae';
import { insertRows, insertTranslations } from '@abode/server/seed/rows';
import { ARTICLE_CATEGORIES, ARTICLES } from './articles.js';
import type { EngagementPlan } from './engagement.js';
import { FAQS } from './faqs.js';
import type { PropertyDraft } from './listings.js';
import type { PersonDraft } from './people.js';
import type { DemoPictures, SliderPlan } from './pictures.js';
import type { ProjectDraft } from './projects.js';
import { addDays, type Rng } from './random.js';
import type { ReferenceIds } from './reference-ids.js';

// Writes the demo drafts as rows. Runs inside one transaction: a failure leaves no demo rows.

export interface DemoDrafts {
  people: PersonDraft[];
  idNumbers: Map<number, string>;
  properties: PropertyDraft[];
  projects: ProjectDraft[];
  engagement: EngagementPlan;
  sliders: SliderPlan[];
}

export type DemoCounts = {
  users: number;
  agents: number;
  properties: number;
  projects: number;
  articles: number;
  faqs: number;
  sliders: number;
  advertisements: number;
  favourites: number;
};

const HOUR_MS = 3_600_000;

/** Inserts in chunks and answers the ids in the order of `rows`, matched by their unique slug. */
async function insertWithSlugs<R extends { slug_id: string }>(
  rows: readonly R[],
  insert: (chunk: R[]) => Promise<{ id: number; slug_id: string }[]>,
): Promise<number[]> {
  const ids = new Map<string, number>();
  for (let i = 0; i < rows.length; i += 200) {
    for (const row of await insert(rows.slice(i, i + 200))) ids.set(row.slug_id, row.id);
  }
  return rows.map((r) => ids.get(r.slug_id)!);
}

export async function writeDemo(
  db: Db,
  rng: Rng,
  drafts: DemoDrafts,
  pictures: DemoPictures,
  ref: ReferenceIds,
  passwordHash: string,
  arabicId: number | null,
): Promise<DemoCounts> {
  const { people, properties, projects, engagement } = drafts;
  const now = rng.now.toISOString();

  const userIds = await insertWithSlugs(
    people.map((p, i) => ({ ...p.row, password_hash: passwordHash, profile: pictures.avatars.get(i) ?? null })),
    (chunk) => db.insertInto('users').values(chunk).returning(['id', 'slug_id']).execute(),
  );
  await writeVerifications(db, rng, drafts, pictures, ref, userIds);

  const ownerId = (owner: number | null) => (owner === null ? null : userIds[owner]!);
  const favouriteCount = new Map<number, number>();
  for (const [, property] of engagement.favourites) favouriteCount.set(property, (favouriteCount.get(property) ?? 0) + 1);
  const propertyIds = await insertWithSlugs(
    properties.map((p, i) => ({
      ...p.row,
      user_id: ownerId(p.owner),
      category_id: ref.category[p.kind],
      title_image: pictures.properties[i]!.title.key,
      title_image_hash: pictures.properties[i]!.title.placeholder,
      total_favourites: favouriteCount.get(i) ?? 0,
      three_d_image: pictures.showcase.get(i)?.threeD ?? null,
      video_link: pictures.showcase.get(i)?.video ?? null,
    })),
    (chunk) => db.insertInto('properties').values(chunk).returning(['id', 'slug_id']).execute(),
  );
  await insertRows(
    db,
    'property_images',
    properties.flatMap((p, i) =>
      pictures.properties[i]!.gallery.map((image, order) => ({
        property_id: propertyIds[i]!,
        image: image.key,
        placeholder: image.placeholder,
        width: image.width,
        height: image.height,
        sort_order: order + 1,
        created_at: p.row.created_at,
        updated_at: p.row.created_at,
      })),
    ),
  );
  await insertRows(
    db,
    'property_documents',
    [...pictures.showcase].map(([i, { document }]) => ({
      property_id: propertyIds[i]!,
      file: document.key,
      file_name: `${slugify(String(properties[i]!.row.title))}-fact-sheet.pdf`,
      type: 'pdf',
      size: document.size,
    })),
  );
  await insertRows(
    db,
    'property_parameters',
    properties.flatMap((p, i) => {
      const plan = pictures.properties[i]!.floorPlan;
      const values = plan ? [...p.parameters, { key: 'floorPlan' as const, value: plan }] : p.parameters;
      return values.map((v) => ({ property_id: propertyIds[i]!, parameter_id: ref.parameter[v.key], value: v.value }));
    }),
  );
  await insertRows(
    db,
    'property_facilities',
    properties.flatMap((p, i) =>
      p.facilities.map((f) => ({ property_id: propertyIds[i]!, facility_id: ref.facility.get(f.name)!, distance: f.distance })),
    ),
  );
  await insertTranslations(
    db,
    arabicId,
    properties.flatMap((p, i) =>
      p.arabic
        ? [
            { entity: 'property', entity_id: propertyIds[i]!, field: 'title', value: p.arabic.title },
            { entity: 'property', entity_id: propertyIds[i]!, field: 'description', value: p.arabic.description },
          ]
        : [],
    ),
  );

  const projectIds = await writeProjects(db, drafts, pictures, ref, ownerId);
  await writeContent(db, rng, drafts, pictures, ref, propertyIds);

  const advertisements = [
    ...engagement.promotedProperties.map((i) => ({ feature_for: 'property' as const, property_id: propertyIds[i]!, project_id: null, owner: properties[i]!.owner })),
    ...engagement.promotedProjects.map((i) => ({ feature_for: 'project' as const, property_id: null, project_id: projectIds[i]!, owner: projects[i]!.owner })),
  ].map(({ owner, ...ad }) => {
    const start = rng.daysAgo(20, 1);
    return { ...ad, user_id: ownerId(owner), status: 0, is_enable: 1, start_date: start, end_date: addDays(now, rng.int(10, 60)), created_at: start, updated_at: start };
  });
  await insertRows(db, 'advertisements', advertisements);

  const linkRow = ([person, property]: [number, number]) => {
    const at = rng.daysAgo(Math.min(500, (rng.now.getTime() - Date.parse(String(properties[property]!.row.created_at))) / 86_400_000), 0);
    return { user_id: userIds[person]!, property_id: propertyIds[property]!, created_at: at, updated_at: at };
  };
  await insertRows(db, 'favourites', engagement.favourites.map(linkRow));
  await insertRows(db, 'interests', engagement.interests.map(linkRow));
  await insertRows(
    db,
    'reports',
    engagement.reports.map((r) => ({
      user_id: userIds[r.person]!,
      property_id: propertyIds[r.property]!,
      reason_id: r.reason === null ? null : ref.reportReasons[r.reason]!,
      other_message: r.other,
    })),
  );
  await writePackages(db, rng, drafts, ref, userIds);

  const cityRows = await db.selectFrom('cities').select(['id', 'name']).where('image', 'is', null).execute();
  for (const [i, city] of CITIES.entries()) {
    const row = cityRows.find((r) => r.name === city.name);
    const image = pictures.cityImages[i];
    if (row && image) await db.updateTable('cities').set({ image: image.key }).where('id', '=', row.id).execute();
  }

  return {
    users: people.length,
    agents: people.filter((p) => p.isAgent).length,
    properties: properties.length,
    projects: projects.length,
    articles: ARTICLES.length,
    faqs: FAQS.length,
    sliders: drafts.sliders.length,
    advertisements: advertisements.length,
    favourites: engagement.favourites.length,
  };
}

async function writeVerifications(db: Db, rng: Rng, drafts: DemoDrafts, pictures: DemoPictures, ref: ReferenceIds, userIds: number[]) {
  const field = (name: string) => ref.verificationFields.get(name);
  for (const [i, person] of drafts.people.entries()) {
    if (person.verification === 'initial') continue;
    const submittedAt = rng.daysAgo(90, person.verification === 'pending' ? 0 : 10);
    const reviewed = person.verification !== 'pending';
    const submission = await db
      .insertInto('verification_submissions')
      .values({
        user_id: userIds[i]!,
        status: person.verification,
        reason: person.verification === 'failed' ? 'The licence number does not match the name on the Emirates ID. Please upload a clearer copy and apply again.' : null,
        reviewed_by: reviewed ? ref.adminId : null,
        reviewed_at: reviewed ? addDays(submittedAt, 1) : null,
        created_at: submittedAt,
        updated_at: submittedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const answers: [string, string | undefined][] = [
      ['Full name as on Emirates ID', String(person.row.name)],
      ['Emirates ID number', drafts.idNumbers.get(i)],
      ['Broker licence (BRN) number', String(rng.int(10_000, 99_999))],
      ['Agency name', person.agency ?? undefined],
      ['Years of experience', rng.pick(['1–3 years', '3–5 years', '5–10 years', 'More than 10 years'])],
      ['Specialisation', rng.some(['Residential sales', 'Residential leasing', 'Commercial', 'Off-plan'], 1, 3).join(',')],
      ['Preferred contact method', rng.pick(['Phone', 'Email', 'WhatsApp'])],
      ['Emirates ID (front)', pictures.idCards.get(i)],
    ];
    await insertRows(
      db,
      'verification_values',
      answers.flatMap(([name, value]) => {
        const fieldId = field(name);
        return fieldId === undefined || value === undefined ? [] : [{ submission_id: submission.id, field_id: fieldId, value }];
      }),
    );
  }
}

async function writeProjects(db: Db, drafts: DemoDrafts, pictures: DemoPictures, ref: ReferenceIds, ownerId: (owner: number | null) => number | null) {
  const { projects } = drafts;
  const projectIds = await insertWithSlugs(
    projects.map((p, i) => ({
      ...p.row,
      user_id: ownerId(p.owner),
      category_id: ref.category[p.kind],
      image: pictures.projects[i]!.title.key,
      image_hash: pictures.projects[i]!.title.placeholder,
    })),
    (chunk) => db.insertInto('projects').values(chunk).returning(['id', 'slug_id']).execute(),
  );
  await insertRows(
    db,
    'project_images',
    projects.flatMap((_, i) =>
      pictures.projects[i]!.gallery.map((image, order) => ({ project_id: projectIds[i]!, image: image.key, placeholder: image.placeholder, sort_order: order + 1 })),
    ),
  );
  await insertRows(
    db,
    'project_plans',
    projects.flatMap((p, i) => p.plans.map((plan, order) => ({ project_id: projectIds[i]!, title: plan.title, document: pictures.projects[i]!.plans[order]!, sort_order: order + 1 }))),
  );
  await insertRows(
    db,
    'project_documents',
    projects.flatMap((p, i) => {
      const brochure = pictures.projects[i]!.brochure;
      return brochure ? [{ project_id: projectIds[i]!, file: brochure.key, file_name: `${slugify(String(p.row.title))}-brochure.pdf`, type: 'pdf', size: brochure.size }] : [];
    }),
  );
  return projectIds;
}

async function writeContent(db: Db, rng: Rng, drafts: DemoDrafts, pictures: DemoPictures, ref: ReferenceIds, propertyIds: number[]) {
  const categories = await db
    .insertInto('article_categories')
    .values(ARTICLE_CATEGORIES.map((category) => ({ category, slug_id: slugify(category) })))
    .returning(['id', 'category'])
    .execute();
  await insertRows(
    db,
    'articles',
    ARTICLES.map((a, i) => {
      const at = rng.daysAgo(400 - i * 30, 380 - i * 30);
      return {
        slug_id: slugify(a.title),
        category_id: categories.find((c) => c.category === a.category)!.id,
        title: a.title,
        description: a.body.trim(),
        image: pictures.articles[i]!.key,
        view_count: rng.int(80, 2_400),
        meta_title: a.title.length <= 60 ? a.title : `${a.title.slice(0, 57).replace(/\s+\S*$/, '')}…`,
        meta_description: a.summary,
        meta_keywords: `${a.category.toLowerCase()}, UAE property, ${a.title.toLowerCase().split(':')[0]}`,
        created_at: at,
        updated_at: at,
      };
    }),
  );
  await insertRows(
    db,
    'faqs',
    FAQS.map((f, i) => ({ ...f, sort_order: i + 1 })),
  );
  await insertRows(
    db,
    'sliders',
    drafts.sliders.map((s, i) => ({
      type: s.type,
      image: pictures.sliders[i]!.image,
      web_image: pictures.sliders[i]!.web,
      category_id: s.type === 2 ? ref.category.villa : null,
      property_id: s.type === 3 && s.property !== undefined ? propertyIds[s.property]! : null,
      show_property_details: s.type === 3 ? 1 : 0,
      link: s.type === 4 ? '/subscription-plan' : null,
      sort_order: i + 1,
    })),
  );
}

async function writePackages(db: Db, rng: Rng, drafts: DemoDrafts, ref: ReferenceIds, userIds: number[]) {
  const { engagement, properties } = drafts;
  for (const [n, plan] of engagement.packages.entries()) {
    const pkg = ref.packages.get(plan.packageName);
    if (!pkg) continue;
    const start = rng.daysAgo(plan.startDaysAgo, plan.startDaysAgo - 0.5);
    const userId = userIds[plan.person]!;
    const payment = plan.gateway
      ? await db
          .insertInto('payment_transactions')
          .values({
            user_id: userId,
            package_id: pkg.id,
            amount: pkg.price,
            currency_code: 'AED',
            payment_gateway: plan.gateway,
            payment_type: plan.gateway === 'bank_transfer' ? 'bank transfer' : 'online payment',
            platform_type: 'web',
            order_id: `demo-${n + 1}-${rng.faker.string.alphanumeric(10).toLowerCase()}`,
            transaction_id: rng.faker.string.alphanumeric(18).toUpperCase(),
            payment_status: 'success',
            created_at: start,
            updated_at: start,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      : null;
    const userPackage = await db
      .insertInto('user_packages')
      .values({
        user_id: userId,
        package_id: pkg.id,
        payment_transaction_id: payment?.id ?? null,
        start_date: start,
        end_date: new Date(Date.parse(start) + pkg.durationHours * HOUR_MS).toISOString(),
        created_at: start,
        updated_at: start,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const owned = properties.filter((p) => p.owner === plan.person).length;
    const featured = engagement.promotedProperties.filter((i) => properties[i]!.owner === plan.person).length;
    const used: Record<string, number> = { property_list: owned, property_feature: featured };
    await insertRows(
      db,
      'user_package_usage',
      pkg.limits.map((l) => ({
        user_package_id: userPackage.id,
        feature_id: l.featureId,
        used_limit: l.limit === null ? (used[l.feature] ?? 0) : Math.min(l.limit, used[l.feature] ?? 0),
        total_limit: l.limit,
      })),
    );
  }
}
