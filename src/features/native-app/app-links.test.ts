import { afterEach, describe, expect, it } from 'vitest';
import { appLinkSettings, DEV_APP_LINKS } from '../../platform/config';
import { appLinkResponse, appleAppSiteAssociation, assetLinks } from './app-links';

const ENV = [
  'APP_ANDROID_PACKAGE',
  'APP_ANDROID_CERT_SHA256',
  'APP_IOS_APP_IDS',
  'SPORTA_ENV',
] as const;

describe('deep-link files', () => {
  afterEach(() => {
    for (const name of ENV) delete process.env[name];
  });

  it('given no settings, then both files name the development app', () => {
    expect(appLinkSettings()).toEqual(DEV_APP_LINKS);
    const settings = DEV_APP_LINKS;
    expect(assetLinks(settings)[0]?.target.package_name).toBe('it.sporta.app.dev');
    expect(appleAppSiteAssociation(settings).applinks.details[0]?.appIDs).toEqual([
      'SPORTADEV1.it.sporta.app.dev',
    ]);
  });

  it('given the settings, then the files name the production app and every fingerprint', () => {
    process.env.APP_ANDROID_PACKAGE = 'it.sporta.app';
    process.env.APP_ANDROID_CERT_SHA256 = ' AA:BB , CC:DD ';
    process.env.APP_IOS_APP_IDS = 'TEAM123456.it.sporta.app';
    const settings = appLinkSettings() ?? DEV_APP_LINKS;
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

  // Issue 37: production never delegates the shop's links to the development app's debug key.
  it('given production without every app setting, then both files answer 404', async () => {
    process.env.SPORTA_ENV = 'production';
    process.env.APP_ANDROID_PACKAGE = 'it.sporta.app';
    process.env.APP_ANDROID_CERT_SHA256 = 'AA:BB';
    expect(appLinkSettings()).toBeUndefined();
    const android = await import('../../pages/.well-known/assetlinks.json');
    const ios = await import('../../pages/.well-known/apple-app-site-association');
    for (const endpoint of [android, ios]) {
      const answer = await endpoint.GET({} as never);
      expect(answer.status).toBe(404);
      expect(await answer.text()).not.toContain('it.sporta.app.dev');
    }
    process.env.APP_IOS_APP_IDS = 'TEAM123456.it.sporta.app';
    expect(appLinkSettings()?.androidCertFingerprints).toEqual(['AA:BB']);
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
