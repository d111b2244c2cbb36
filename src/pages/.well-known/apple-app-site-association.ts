/** iOS Universal Links: the shop's links open in the app (features/native-app/app-links.ts). */
import type { APIRoute } from 'astro';
import { appLinkResponse, appleAppSiteAssociation } from '../../features/native-app';
import { appLinkSettings } from '../../platform/config';

export const GET: APIRoute = () => {
  const settings = appLinkSettings();
  return appLinkResponse(settings && appleAppSiteAssociation(settings));
};
