import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VideoEmbed } from './VideoEmbed';
import { videoIdFromUrl } from './videoId';

describe('videoIdFromUrl', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42',
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ?si=abc',
    '  https://youtu.be/dQw4w9WgXcQ  ',
  ])('reads the id from %s', (url) => {
    expect(videoIdFromUrl(url)).toBe('dQw4w9WgXcQ');
  });

  it.each([
    'https://vimeo.com/123456',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UC123',
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'non è un link',
    '',
  ])('finds no id in %s', (url) => {
    expect(videoIdFromUrl(url)).toBeUndefined();
  });
});

describe('VideoEmbed', () => {
  it('given a short link, then it embeds the privacy-enhanced player named by its title', () => {
    render(
      <VideoEmbed url="https://youtu.be/dQw4w9WgXcQ" title="Come scegliere la fascia oraria" />,
    );
    const frame = screen.getByTitle('Come scegliere la fascia oraria');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });

  it('given a link it cannot read, then it offers a plain link in a new window', () => {
    render(<VideoEmbed url="https://vimeo.com/123456" title="Ricetta del tiramisù" />);
    const link = screen.getByRole('link', { name: 'Guarda il video: Ricetta del tiramisù' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
