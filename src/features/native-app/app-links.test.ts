import { afterEach, describe, expect, it } from 'vitest';
import { appLinkSettings, DEV_APP_LINKS } from '../../platform/config';
import { appLinkResponse, appleAppSiteAssociation, assetLinks } from './app-links';

const ENV = ['APP_ANDROID_PACKAGE', 'APP_ANDROID_CERT_SHA256', 'APP_IOS_APP_IDS'] as const;

describe('deep-link files', () => {
  afterEach(() => {
    for (const name of ENV) delete process.env[name];
  });

  it('given no settings, then both files name the development app', () => {
    const settings = appLinkSettings();
    expect(settings).toEqual(DEV_APP_LINKS);
    expect(assetLinks(settings)[0]?.target.package_name).toBe('it.sporta.app.dev');
    expect(appleAppSiteAssociation(settings).applinks.details[0]?.appIDs).toEqual([
      'SPORTADEV1.it.sporta.app.dev',
    ]);
  });

  it('given the settings, then the files name the production app and every fingerprint', () => {
    process.env.APP_ANDROID_PACKAGE = 'it.sporta.app';
    process.env.APP_ANDROID_CERT_SHA256 = ' AA:BB , CC:DD ';
    process.env.APP_IOS_APP_IDS = 'TEAM123456.it.sporta.app';
    const settings = appLinkSettings();
    expect(assetLinks(settings)).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: {
          namespace: 'android_app',
          package_name: 'it.sporta.app',
          sha256_cert_fingerprints: ['AA:BB', 'CC:DD'],
        },
      },
    ]);
    expect(appleAppSiteAssociation(settings).applinks.details[0]?.appIDs).toEqual([
      'TEAM123456.it.sporta.app',
    ]);
  });

  it('given blank settings, then the development app stays', () => {
    process.env.APP_ANDROID_PACKAGE = ' ';
    process.env.APP_IOS_APP_IDS = ',';
    expect(appLinkSettings()).toEqual(DEV_APP_LINKS);
  });

  it('then the API, the server endpoints and logout never open in the app, every page does', () => {
    const components = appleAppSiteAssociation(DEV_APP_LINKS).applinks.details[0]?.components;
    expect(components?.at(-1)).toEqual({ '/': '*' });
    expect(components).toContainEqual({ '/': '/ebsn/*', exclude: true });
    expect(components).toContainEqual({ '/': '/logout', exclude: true });
  });

  it('then a file is answered as JSON', async () => {
    const response = appLinkResponse({ a: 1 });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ a: 1 });
  });
});
