import type { CmsAdmin } from './wordpress.mjs';

export declare function adminAuthorization(
  admin: Pick<CmsAdmin, 'user' | 'applicationPassword'>,
): string;
export declare function editorRest(
  cms: { url: string; admin: Pick<CmsAdmin, 'user' | 'applicationPassword'> },
  route: string,
  body?: Record<string, unknown>,
): Promise<unknown>;
