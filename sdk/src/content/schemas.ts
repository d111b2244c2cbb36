/**
 * Shapes of the WordPress answers Sporta reads (spec: account §3 "Static page", "Tutorial category
 * proposals", ux-blocks, slides; routes of cms/mu-plugins/sporta). zod/mini, open objects.
 */
import * as z from 'zod/mini';

const rendered = z.looseObject({ rendered: z.string() });

export interface MenuItem {
  id: number;
  title: string;
  url: string;
  children: MenuItem[];
}
export const menuItemSchema: z.ZodMiniType<MenuItem> = z.looseObject({
  id: z.number(),
  title: z.string(),
  url: z.string(),
  get children() {
    return z.array(menuItemSchema);
  },
});
export const menuSchema = z.array(menuItemSchema);

export const slideSchema = z.looseObject({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  link: z.string(),
  img: z.nullable(z.string()),
  img_mobile: z.nullable(z.string()),
});
export const slidesSchema = z.array(slideSchema);

/** Static page: content.rendered, title.rendered, slug, link, date, testo_validit, meta.seo_* (account §3). */
export const pageSchema = z.looseObject({
  id: z.number(),
  slug: z.string(),
  link: z.string(),
  date: z.string(),
  title: rendered,
  content: rendered,
  testo_validit: z.optional(z.string()),
  meta: z.optional(
    z.looseObject({
      seo_title: z.optional(z.string()),
      seo_description: z.optional(z.string()),
    }),
  ),
});
export const pagesSchema = z.array(pageSchema);

/** Any post of a custom type (faq, ux-blocks, tutorial_proposal …): what every one has. */
export const postSchema = z.looseObject({
  id: z.number(),
  slug: z.string(),
  title: rendered,
});
export const postsSchema = z.array(postSchema);

/** A term of a taxonomy (faq_category, slider …): terms have a name, not a title. */
export const termSchema = z.looseObject({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: z.optional(z.string()),
  count: z.optional(z.number()),
});
export const termsSchema = z.array(termSchema);

export const mailParsSchema = z.looseObject({
  form_id: z.number(),
  title: z.string(),
  fields: z.array(z.looseObject({ key: z.string(), label: z.string(), type: z.string() })),
  submit: z.looseObject({ url: z.string(), action: z.string(), nonce: z.string() }),
  upload: z.looseObject({
    url: z.string(),
    action: z.string(),
    nonce: z.string(),
    max_size: z.number(),
  }),
});

export const ingredientSheetsSchema = z.array(
  z.looseObject({ id: z.number(), slug: z.string(), title: z.string(), ingredients: z.string() }),
);

export const searchResultsSchema = z.array(
  z.looseObject({ id: z.number(), title: z.string(), url: z.string(), type: z.string() }),
);

/** admin-ajax answers of the form routes: { data, errors }. */
export const formReplySchema = z.looseObject({
  data: z.unknown(),
  errors: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]),
});

/** One revision of a page, FAQ or slide for the editors' preview (cms sporta/v1/preview). */
export const previewSchema = z.looseObject({
  type: z.string(),
  id: z.number(),
  revision: z.number(),
  title: z.string(),
  content: z.string(),
});
