import type { Preview } from '@storybook/react-vite';
import '../web/src/index.css';

const preview: Preview = {
  parameters: { layout: 'fullscreen' },
};

export default preview;
