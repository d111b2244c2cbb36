/** The shapes cms/README.md documents, as checks. Only what the storefront reads is asserted. */
import { z } from 'zod';

export const MenuItem: z.ZodType<{
  id: number;
  parent: number;
  title: string;
  url: string;
  children: unknown[];
}> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    parent: z.number().int(),
    order: z.number().int(),
    title: z.string().min(1),
    url: z.string(),
    target: z.enum(['', '_blank']),
    attr_title: z.string(),
    description: z.string(),
    classes: z.array(z.string()),
    type: z.string(),
    object: z.string(),
    object_id: z.number().int(),
    children: z.array(MenuItem),
  }),
);

export const Slide = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string().min(1),
  content: z.string(),
  excerpt: z.string(),
  link: z.string(),
  img: z.url().nullable(),
  img_mobile: z.url().nullable(),
  alt: z.string(),
  order: z.number().int(),
  delivery_service_ids: z.array(z.number().int()),
  valid_from: z.string(),
  valid_to: z.string(),
});

export const StaticPage = z.object({
  id: z.number().int(),
  slug: z.string(),
  link: z.url(),
  date: z.string(),
  title: z.object({ rendered: z.string().min(1) }),
  content: z.object({ rendered: z.string().min(1) }),
  testo_validit: z.string(),
  meta: z.object({ seo_title: z.string(), seo_description: z.string(), testo_validit: z.string() }),
});

export const Faq = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.object({ rendered: z.string().min(1) }),
  content: z.object({ rendered: z.string().min(1) }),
  menu_order: z.number().int(),
  faq_category: z.array(z.number().int()).min(1),
});

export const FaqCategory = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string().min(1),
  description: z.string(),
  count: z.number().int(),
});

export const TutorialProposal = z.object({
  id: z.number().int(),
  descr: z.string().min(1),
  img: z.url(),
  content: z.object({ rendered: z.string() }),
  metaData: z.object({ category_proposal_type: z.enum(['IMAGE_MOBILE', 'IMAGE_DESKTOP']) }),
  meta: z.object({ category_proposal_type: z.enum(['IMAGE_MOBILE', 'IMAGE_DESKTOP']) }),
});

export const UxBlock = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.object({ rendered: z.string() }),
  content: z.object({ rendered: z.string() }),
  img: z.url().nullable(),
  menu_order: z.number().int(),
  meta: z.object({ position: z.string(), link: z.string() }),
});

const FormField = z.object({
  id: z.number().int(),
  key: z.string(),
  label: z.string(),
  type: z.enum(['textbox', 'email', 'phone', 'textarea', 'listselect', 'checkbox', 'file_upload']),
  required: z.boolean(),
  options: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
});

export const MailPars = z.object({
  form_id: z.number().int(),
  key: z.string(),
  title: z.string(),
  success_message: z.string(),
  fields: z.array(FormField).min(1),
  submit: z.object({ url: z.url(), action: z.literal('nf_ajax_submit'), nonce: z.string().min(1) }),
  upload: z.object({
    url: z.url(),
    action: z.literal('nf_fu_upload'),
    nonce: z.string().min(1),
    max_size: z.literal(5 * 1024 * 1024),
    types: z.array(z.string()),
  }),
});

export const IngredientSheet = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  product_code: z.string(),
  allergens: z.string(),
  ingredients: z.string(),
});

export const PurgeRequestBody = z.object({
  source: z.url(),
  sentAt: z.string(),
  events: z
    .array(
      z.object({
        type: z.enum([
          'page',
          'faq',
          'faq_category',
          'slide',
          'slider',
          'ux_block',
          'tutorial',
          'ingredient_sheet',
          'menu',
          'form',
        ]),
        id: z.number().int(),
        slug: z.string(),
        action: z.enum(['published', 'updated', 'unpublished', 'deleted']),
        locations: z.array(z.string()).optional(),
      }),
    )
    .min(1),
});
