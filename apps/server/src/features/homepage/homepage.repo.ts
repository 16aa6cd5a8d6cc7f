import type { Db } from '../../core/db/connect.js';

export function createHomepageRepo(db: Db) {
  return {
    activeSliders() {
      return db
        .selectFrom('sliders')
        .leftJoin('categories', (join) => join.onRef('categories.id', '=', 'sliders.category_id').on('categories.status', '=', 1))
        .select([
          'sliders.id',
          'sliders.type',
          'sliders.image',
          'sliders.web_image',
          'sliders.link',
          'sliders.category_id',
          'sliders.property_id',
          'sliders.show_property_details',
          'categories.category as category_name',
          'categories.slug_id as category_slug_id',
          'categories.image as category_image',
        ])
        .where('sliders.status', '=', 1)
        .orderBy('sliders.sort_order')
        .orderBy('sliders.id')
        .execute();
    },

    userCity(userId: number) {
      return db.selectFrom('users').select('city').where('id', '=', userId).executeTakeFirst();
    },
  };
}
export type HomepageRepo = ReturnType<typeof createHomepageRepo>;
export type SliderRow = Awaited<ReturnType<HomepageRepo['activeSliders']>>[number];
