/**
 * WordPress's REST API as the editor, with the application password cms/wordpress.mjs makes:
 * what benches and tests use to change content as an editor would.
 */

/** The HTTP Basic authorization of an editor's application password. */
export const adminAuthorization = ({ user, applicationPassword }) =>
  `Basic ${Buffer.from(`${user}:${applicationPassword}`).toString('base64')}`;

/**
 * A route under /wp-json/wp/v2 of the WordPress at `url`, as the editor: GET, or POST with `body`
 * as JSON. Throws on an answer of 300 or more, with its status and text.
 */
export async function editorRest({ url, admin }, route, body) {
  const response = await fetch(`${url}/wp-json/wp/v2/${route}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: adminAuthorization(admin), 'content-type': 'application/json' },
    ...(body && { body: JSON.stringify(body) }),
  });
  if (response.status >= 300) {
    throw new Error(`WordPress answered ${response.status} to ${route}: ${await response.text()}`);
  }
  return response.json();
}
