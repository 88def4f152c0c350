import { Link } from 'react-router-dom';
import { sponsorStatus } from '@core/rules/sponsor-status.ts';
import type { Sponsor } from '@core/schemas/sponsor.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { paths } from '@/lib/paths.ts';

const statusVariant = { Active: 'default', Scheduled: 'info', Inactive: 'secondary' } as const;

export function SponsorCard({
  sponsor,
  canEdit,
  onEdit,
  onDelete,
}: {
  sponsor: Sponsor;
  canEdit: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const status = sponsorStatus(sponsor);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{sponsor.name}</CardTitle>
        <div className="flex flex-wrap gap-2">
          <Badge variant={statusVariant[status]}>{status}</Badge>
          <Badge variant="outline">Weight: {sponsor.weight}</Badge>
          {sponsor.videoUrl && <Badge variant="outline">Video</Badge>}
        </div>
      </CardHeader>
      <CardContent className="grid gap-3">
        {sponsor.imageUrl && (
          <img
            src={sponsor.imageUrl}
            alt={`${sponsor.name} preview`}
            className="h-32 w-full rounded bg-muted object-contain"
          />
        )}
        {sponsor.clickUrl && (
          <a
            href={sponsor.clickUrl}
            target="_blank"
            rel="noreferrer"
            className="break-all text-sm text-green-800 underline"
          >
            {sponsor.clickUrl}
          </a>
        )}
        {sponsor.tags.length > 0 && (
          <ul className="flex flex-wrap gap-1" aria-label="Tags">
            {sponsor.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="secondary">{tag}</Badge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {canEdit && (
        <CardFooter>
          <Link
            to={paths.sponsorReport(sponsor.id)}
            className={buttonVariants({ size: 'sm', variant: 'outline' })}
          >
            Report
          </Link>
          <Button size="sm" variant="outline" onClick={onEdit}>
            Edit
          </Button>
          <Button size="sm" variant="destructive" onClick={onDelete}>
            Delete
          </Button>
        </CardFooter>
      )}
    </Card>
  );
}
