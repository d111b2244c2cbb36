/**
 * The video id in a link of the video service, in any of the forms shoppers and editors paste
 * (spec: shopping §2 "Video player: accepts links … watch, embed, shorts or short links"):
 * youtube.com/watch?v=ID, /embed/ID, /shorts/ID, youtu.be/ID (any subdomain, nocookie too).
 */
const ID = /^[\w-]{11}$/;

export function videoIdFromUrl(link: string): string | undefined {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return undefined;
  }
  const host = url.hostname.replace(/^(www|m|music)\./, '');
  const [first, second] = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined;
  if (host === 'youtu.be') id = first;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (first === 'watch') id = url.searchParams.get('v');
    else if (first === 'embed' || first === 'shorts' || first === 'live' || first === 'v')
      id = second;
  }
  return id && ID.test(id) ? id : undefined;
}

export function isShortsUrl(link: string): boolean {
  return /\/shorts\//.test(link);
}
