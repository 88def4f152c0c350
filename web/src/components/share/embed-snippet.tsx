// "Embed": the iframe snippet a club copies into its own website to show a division's table or a
// team's fixtures (the embed pages are the only ones any site may frame).
import { useState } from 'react';
import { embedSnippet } from '@core/rules/public-links.ts';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { embedUrl, type EmbedOf } from '@/lib/public-links.ts';

export function EmbedSnippet({ of, name, origin }: { of: EmbedOf; name: string; origin?: string }) {
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const what = 'standingsOfDivision' in of ? 'table' : 'fixtures';
  const snippet = embedSnippet(embedUrl(of, origin), `${name} ${what}`);
  const copy = () =>
    navigator.clipboard.writeText(snippet).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <Dialog open={open} onOpenChange={(o) => (setOpen(o), setCopied(false))}>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} aria-label={`Embed ${name} ${what}`}>
        Embed
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Embed {name}</DialogTitle>
          <DialogDescription>
            Paste this into your club&apos;s website to show the {what}, always up to date.
          </DialogDescription>
        </DialogHeader>
        <label className="text-sm font-medium" htmlFor="embed-snippet">
          Embed code
        </label>
        <textarea
          id="embed-snippet"
          readOnly
          rows={4}
          value={snippet}
          onFocus={(e) => e.currentTarget.select()}
          className="w-full rounded-md border border-border p-2 font-mono text-xs"
        />
        <div className="flex items-center gap-3">
          <Button size="sm" onClick={copy}>
            Copy
          </Button>
          <span role="status" className="text-sm text-muted-foreground">
            {copied ? 'Copied' : ''}
          </span>
        </div>
      </DialogContent>
    </Dialog>
  );
}
