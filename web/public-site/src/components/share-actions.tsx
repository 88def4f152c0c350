// "Add to Calendar" and "Embed" on the public team and division pages: plain HTML that works before
// (and without) any script, so the site's bundle stays small. The addresses come from
// core/rules/public-links.ts, as in the admin's share components.
import { useState } from 'react';
import {
  calendarFeedUrl,
  embedSnippet,
  publicPaths,
  webcalUrl,
} from '../../../../core/rules/public-links.ts';
import { useSite } from '../lib/site-context.ts';

export type ShareOf = { teamId: number } | { divisionId: number };

const button =
  'inline-block rounded border border-slate-400 px-3 py-1 text-sm font-medium text-slate-900 hover:bg-slate-100';

/** The webcal:// link and the embed snippet of a team's fixtures or a division's table. */
export function ShareActions({ of, name }: { of: ShareOf; name: string }) {
  const { apiUrl, siteUrl, timeZone } = useSite();
  const what = 'teamId' in of ? 'fixtures' : 'table';
  const src =
    'teamId' in of
      ? `${siteUrl}${publicPaths.teamFixturesEmbed(of.teamId)}?tz=${encodeURIComponent(timeZone)}`
      : `${siteUrl}${publicPaths.divisionStandingsEmbed(of.divisionId)}`;
  return (
    <>
      <a
        data-slot="add-to-calendar"
        className={button}
        href={webcalUrl(calendarFeedUrl(apiUrl, of))}
        aria-label={`Add ${name} to Calendar`}
      >
        Add to Calendar
      </a>
      <EmbedCode snippet={embedSnippet(src, `${name} ${what}`)} what={what} />
    </>
  );
}

/** A disclosure holding the snippet to copy; the Copy button needs the script, selecting does not. */
function EmbedCode({ snippet, what }: { snippet: string; what: string }) {
  const [copied, setCopied] = useState(false);
  const copy = () =>
    navigator.clipboard.writeText(snippet).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <details data-slot="embed-snippet" className="w-full sm:w-auto">
      <summary className={`${button} cursor-pointer`}>Embed</summary>
      <div className="mt-2 max-w-full">
        <p className="text-sm text-slate-600">
          {`Paste this into your club's website to show the ${what}, always up to date.`}
        </p>
        <label className="mt-1 block text-sm font-medium" htmlFor="embed-code">
          Embed code
        </label>
        <textarea
          id="embed-code"
          readOnly
          rows={4}
          value={snippet}
          className="w-full rounded border border-slate-400 p-2 font-mono text-xs"
        />
        <div className="flex items-center gap-3">
          <button type="button" className={button} onClick={copy}>
            Copy
          </button>
          <span role="status" className="text-sm text-slate-600">
            {copied ? 'Copied' : ''}
          </span>
        </div>
      </div>
    </details>
  );
}
