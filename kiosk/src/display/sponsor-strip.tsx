// A score board's sponsor strip (the theme's sponsorStrip): the wallboard's sponsors in a band under
// the scores, rotating and counted exactly as the sponsors board does (sponsor-rotator.tsx).
import type { FeedSponsor } from './feed.ts';
import { SponsorRotator, type Impression } from './sponsor-rotator.tsx';
import './sponsor.css';

interface Props {
  sponsors: FeedSponsor[];
  onImpression?: (impression: Impression) => void;
}

export function SponsorStrip({ sponsors, onImpression }: Props) {
  return (
    <div className="cb-strip" data-testid="sponsor-strip" aria-label="Sponsors">
      <SponsorRotator sponsors={sponsors} onImpression={onImpression} empty={null} />
    </div>
  );
}
