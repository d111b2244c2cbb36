/**
 * The WordPress content client (spec: account §7 "Content management", under /p/wp-json and
 * /p/wp-admin) on @wordpress/api-fetch, every answer checked with zod. The base URL is
 * configurable so the server can call WordPress directly (WP_URL) and a browser the site's /p.
 */
import apiFetch from '@wordpress/api-fetch';
import type * as z from 'zod/mini';
import { ContentError } from './content-error';
import {
  formReplySchema,
  ingredientSheetsSchema,
  mailParsSchema,
  menuSchema,
  pagesSchema,
  postsSchema,
  previewSchema,
  searchResultsSchema,
  slidesSchema,
  termsSchema,
} from './schemas';

/** spec: account §9 "Content list default per_page 10 (8 for taxonomy lookups; 24 for search)". */
export const CONTENT_PER_PAGE = 10;
export const TAXONOMY_PER_PAGE = 8;
export const SEARCH_PER_PAGE = 24;

export interface ContentClientOptions {
  /** Where WordPress answers, e.g. 'https://shop.example/p' or WP_URL; wp-json and wp-admin sit under it. */
  baseUrl: string;
  timeoutMs?: number;
}

/** A page of a paged list, with WordPress's x-wp-total and x-wp-totalpages. */
export interface ContentPage<T> {
  items: T[];
  total: number;
  totalPages: number;
}

export interface PostQuery {
  page?: number;
  perPage?: number;
  /** Extra filters of the REST collection (e.g. faq_category, orderby). */
  filters?: Readonly<Record<string, string | number | boolean>>;
  /** Cache-burst value sent as `hash` (account §7). */
  hash?: string;
}

interface Init {
  method?: string;
  body?: FormData;
  headers?: Record<string, string>;
}

type Query = Readonly<Record<string, string | number | boolean | undefined>>;

export function createContentClient(options: ContentClientOptions) {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 30_000;

  function url(path: string, query: Query = {}): string {
    const target = new URL(`${base}/${path}`);
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined) target.searchParams.set(key, String(value));
    }
    return target.toString();
  }

  async function fetchResponse(target: string, init: Init = {}) {
    try {
      return await apiFetch<Response, false>({
        url: target,
        parse: false,
        credentials: 'omit',
        signal: AbortSignal.timeout(timeoutMs),
        ...init,
      });
    } catch (failure) {
      // With parse: false api-fetch rejects with the Response itself on HTTP errors.
      if (failure instanceof Response) return failure;
      throw new ContentError(target, { cause: failure });
    }
  }

  async function read<S extends z.ZodMiniType>(
    schema: S,
    target: string,
    init?: Init,
  ): Promise<{ data: z.infer<S>; response: Response }> {
    const response = await fetchResponse(target, init);
    let body: unknown;
    try {
      body = JSON.parse(await response.text());
    } catch (cause) {
      throw new ContentError(target, { httpStatus: response.status, cause });
    }
    if (!response.ok) throw new ContentError(target, { httpStatus: response.status, body });
    const checked = schema.safeParse(body);
    if (!checked.success) {
      const where = checked.error.issues.map((issue) => issue.path.join('.')).join(', ');
      console.warn(`[@sporta/sdk] ${target} failed validation at ${where}`);
      throw new ContentError(target, { httpStatus: response.status, body });
    }
    return { data: checked.data, response };
  }

  const json = <S extends z.ZodMiniType>(schema: S, path: string, query?: Query) =>
    read(schema, url(`wp-json/${path}`, query)).then(({ data }) => data);

  async function paged<S extends z.ZodMiniType>(schema: S, path: string, query: Query) {
    const { data, response } = await read(schema, url(`wp-json/${path}`, query));
    const items = data as unknown[];
    return {
      items,
      total: Number(response.headers.get('x-wp-total') ?? items.length),
      totalPages: Number(response.headers.get('x-wp-totalpages') ?? 1),
    };
  }

  return {
    /** The menu of a location as a tree (header, footer). */
    menu: (location: string) =>
      json(menuSchema, `sporta/v1/menu-locations/${encodeURIComponent(location)}`),
    /** Slides of a slider for a day: timestamp at noon of that day, so one URL per day caches well. */
    slides: (slider: string | number, day: Date, count: number, deliveryServiceId?: number) => {
      const noon = new Date(day);
      noon.setHours(12, 0, 0, 0);
      return json(slidesSchema, `custom/v1/new_slides/${slider}/${noon.getTime()}/${count}`, {
        deliveryServiceId,
      });
    },
    slidesById: (ids: readonly number[]) =>
      json(slidesSchema, `custom/v1/slides_by_id/${ids.join(',')}`),
    /**
     * One revision of a page, FAQ or slide for the editors' preview (cms/README.md "Preview"):
     * asked with the secret the storefront shares with WordPress, never an editor's cookie, so
     * only a server holding it can read a draft.
     */
    preview: (id: number, revision: number, secret: string) =>
      read(previewSchema, url(`wp-json/sporta/v1/preview/${id}`, { revision }), {
        headers: { 'x-sporta-preview-secret': secret },
      }).then(({ data }) => data),
    /** A static page by slug (regolamento, privacy-policy, cookie-policy …); undefined when missing. */
    page: async (slug: string) => (await json(pagesSchema, 'wp/v2/pages', { slug }))[0],
    /** Posts of a custom type (faq, ux-blocks, tutorial_proposal …) with paging headers. */
    posts: (
      type: string,
      { page = 1, perPage = CONTENT_PER_PAGE, filters, hash }: PostQuery = {},
    ) =>
      paged(postsSchema, `wp/v2/${encodeURIComponent(type)}`, {
        ...filters,
        page,
        per_page: perPage,
        hash,
      }) as Promise<ContentPage<z.infer<typeof postsSchema>[number]>>,
    /** Terms of a taxonomy (faq_category …), 8 a page by default (account §9). */
    terms: (
      taxonomy: string,
      { page = 1, perPage = TAXONOMY_PER_PAGE, filters, hash }: PostQuery = {},
    ) =>
      paged(termsSchema, `wp/v2/${encodeURIComponent(taxonomy)}`, {
        ...filters,
        page,
        per_page: perPage,
        hash,
      }) as Promise<ContentPage<z.infer<typeof termsSchema>[number]>>,
    uxBlocks: (query: PostQuery = {}) =>
      paged(postsSchema, 'wp/v2/ux-blocks', {
        ...query.filters,
        page: query.page ?? 1,
        per_page: query.perPage ?? CONTENT_PER_PAGE,
        hash: query.hash,
      }) as Promise<ContentPage<z.infer<typeof postsSchema>[number]>>,
    /** A custom/v1 endpoint the storefront reads without a dedicated function. */
    custom: <S extends z.ZodMiniType>(schema: S, endpoint: string, query?: Query) =>
      json(schema, `custom/v1/${endpoint}`, query),
    /** Describes a form: its fields and the submit/upload nonces. */
    mailPars: (formId: number) =>
      json(mailParsSchema, 'custom/v1/get_mail_pars', { form_id: formId }),
    /** Ingredient sheets by word or product code. */
    ingredients: (q: string) => json(ingredientSheetsSchema, 'custom/ali/search', { q }),
    search: (
      search: string,
      {
        page = 1,
        perPage = SEARCH_PER_PAGE,
        subtype,
      }: { page?: number; perPage?: number; subtype?: string } = {},
    ) =>
      paged(searchResultsSchema, 'wp/v2/search', {
        search,
        page,
        per_page: perPage,
        type: 'post',
        subtype,
      }) as Promise<ContentPage<z.infer<typeof searchResultsSchema>[number]>>,
    /** admin-ajax nf_ajax_submit: the answers as formData JSON {id, fields: {fieldId: {value}}}. */
    submitForm: (formId: number, nonce: string, fields: Readonly<Record<string, unknown>>) => {
      const form = new FormData();
      form.set('action', 'nf_ajax_submit');
      form.set('security', nonce);
      form.set(
        'formData',
        JSON.stringify({
          id: formId,
          fields: Object.fromEntries(Object.entries(fields).map(([id, value]) => [id, { value }])),
        }),
      );
      return read(formReplySchema, url('wp-admin/admin-ajax.php'), {
        method: 'POST',
        body: form,
      }).then(({ data }) => data);
    },
    /** admin-ajax nf_fu_upload: one attachment (5 MB at most, account §9). */
    uploadFile: (formId: number, fieldId: string, nonce: string, file: Blob, name: string) => {
      const form = new FormData();
      form.set('action', 'nf_fu_upload');
      form.set('form_id', String(formId));
      form.set('field_id', fieldId);
      form.set('nonce', nonce);
      form.set('files[]', file, name);
      return read(formReplySchema, url('wp-admin/admin-ajax.php'), {
        method: 'POST',
        body: form,
      }).then(({ data }) => data);
    },
  };
}

export type ContentClient = ReturnType<typeof createContentClient>;
