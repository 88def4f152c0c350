// Renders one story of a story module to HTML with its fixed data (no network, no browser), with
// React's text separators and entities undone so tests can look for the texts a user reads.
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { expect } from 'vitest';

export type StoryModule = { default: { component: ComponentType<never> } } & Record<string, unknown>;

export function renderStory(mod: unknown, name: string): string {
  const m = mod as StoryModule;
  const story = m[name] as { args: Record<string, unknown> };
  const html = renderToString(createElement(m.default.component, story.args as never));
  return html
    .replace(/<!-- -->/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'");
}

/** How many loading placeholders the HTML holds. */
export const skeletons = (html: string) => html.match(/data-testid="skeleton"/g)?.length ?? 0;

/** Each named story of the module shows each of its texts. */
export function expectStoryTexts(mod: unknown, expected: Record<string, string[]>): void {
  for (const [story, texts] of Object.entries(expected)) {
    const html = renderStory(mod, story);
    for (const text of texts) expect(html, `${story} shows ${text}`).toContain(text);
  }
}
