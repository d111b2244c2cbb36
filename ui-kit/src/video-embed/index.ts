export { VideoEmbed, type VideoEmbedProps } from './VideoEmbed';
export { videoIdFromUrl } from './videoId';
