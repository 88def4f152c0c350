// Storybook for the web and kiosk components: stories live in stories/, rendered with the same
// React and Tailwind set-up as the apps, with fixed data and no network.
import type { StorybookConfig } from '@storybook/react-vite';
import { webAliases } from '../aliases.ts';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  async viteFinal(config) {
    const { default: tailwindcss } = await import('@tailwindcss/vite');
    config.plugins = [...(config.plugins ?? []), tailwindcss()];
    config.resolve = { ...config.resolve, alias: { ...config.resolve?.alias, ...webAliases } };
    return config;
  },
};

export default config;
