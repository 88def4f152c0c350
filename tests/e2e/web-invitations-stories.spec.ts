// axe on the invitation stories (stories/web/invitations.stories.tsx): each state is rendered as the
// tests/stories runner renders it, styled with the built web app's CSS, and checked in Chromium for
// serious or critical violations. The panel has no route of its own until /people mounts it.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { test } from '@playwright/test';
import * as stories from '../../stories/web/invitations.stories.tsx';
import { ensureWebBuild, expectAccessible } from './web-helpers.ts';

const assets = fileURLToPath(new URL('../../web/dist/assets/', import.meta.url));
const names = Object.keys(stories).filter((k) => k !== 'default');

test.describe('web: invitation stories are accessible', () => {
  for (const name of names) {
    test(name, async ({ page }) => {
      ensureWebBuild();
      const story = (stories as unknown as Record<string, { args: Record<string, unknown> }>)[name];
      const component = stories.default.component as ComponentType<Record<string, unknown>>;
      const html = renderToString(createElement(component, story.args));
      await page.setContent(
        `<!doctype html><html lang="en"><head><title>${name}</title></head><body><main>${html}</main></body></html>`,
      );
      for (const css of readdirSync(assets).filter((f) => f.endsWith('.css'))) {
        await page.addStyleTag({ path: `${assets}${css}` });
      }
      await expectAccessible(page, name);
    });
  }
});
