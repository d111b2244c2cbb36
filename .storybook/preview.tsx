import type { Preview } from '@storybook/react-vite';
import '../ui-kit/src/tokens.css';
import './preview.css';

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    // Accessibility violations fail the story test, in Chromium, as part of `npm test`.
    a11y: { test: 'error' },
    controls: { expanded: true, matchers: { date: /Date$/i } },
    docs: { toc: true },
  },
};

export default preview;
