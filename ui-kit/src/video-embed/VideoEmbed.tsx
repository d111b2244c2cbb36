import { addMessages, t } from '@sporta/i18n';
import { uiMedia } from '@sporta/i18n/messages/ui-media';
import styles from './video-embed.module.css';
import { isShortsUrl, videoIdFromUrl } from './videoId';

addMessages(uiMedia);

export interface VideoEmbedProps {
  /** A link as pasted: watch, embed, shorts or short link. */
  url: string;
  /** What the video is about: names the frame for screen readers. */
  title: string;
}

/**
 * A video of the video service, in its privacy-enhanced player (no cookies until play).
 * A link it cannot read becomes a plain link, opened in a new window (spec: shopping §2).
 */
export function VideoEmbed({ url, title }: VideoEmbedProps) {
  const id = videoIdFromUrl(url);
  if (!id) {
    return (
      <a className={styles.fallback} href={url} target="_blank" rel="noopener noreferrer">
        {t('ui.video.open', { title })}
      </a>
    );
  }
  return (
    <iframe
      className={`${styles.frame} ${isShortsUrl(url) ? styles.vertical : ''}`}
      src={`https://www.youtube-nocookie.com/embed/${id}`}
      title={title}
      loading="lazy"
      allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
      referrerPolicy="strict-origin-when-cross-origin"
      allowFullScreen
    />
  );
}
