import { Link } from 'react-router-dom';
import { displayTheme } from '@core/rules/wallboard-theme.ts';
import { wallboardTypeRules } from '@core/rules/wallboard-types.ts';
import type { Wallboard } from '@core/schemas/wallboard.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { Card, CardFooter, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { toast } from '@/lib/toast.ts';
import { paths } from '@/lib/paths.ts';

async function copyUrl(id: number) {
  const url = `${window.location.origin}${paths.wallboard(id)}`;
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Success', description: 'Wallboard URL copied to clipboard' });
  } catch {
    toast({ title: 'Error', description: `Could not copy. The URL is ${url}`, variant: 'destructive' });
  }
}

export function WallboardCard({
  wallboard,
  canEdit,
  onSponsors,
  onEdit,
  onDelete,
}: {
  wallboard: Wallboard;
  canEdit: boolean;
  onSponsors: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{wallboard.name}</CardTitle>
        <div className="flex flex-wrap gap-2">
          <Badge variant="info">{wallboardTypeRules[wallboard.type].label}</Badge>
          {wallboard.isPublic && <Badge variant="outline">Public</Badge>}
        </div>
      </CardHeader>
      <CardFooter>
        <Link to={paths.wallboard(wallboard.id)} target="_blank" className={buttonVariants({ size: 'sm' })}>
          View Wallboard
        </Link>
        <Button size="sm" variant="outline" onClick={() => void copyUrl(wallboard.id)}>
          Copy URL
        </Button>
        {canEdit &&
          (wallboard.type === 'sponsors' || displayTheme(wallboard.theme, wallboard.type).sponsorStrip) && (
            <Button size="sm" variant="outline" onClick={onSponsors}>
              Manage Sponsors
            </Button>
          )}
        {canEdit && (
          <>
            <Button size="sm" variant="outline" onClick={onEdit}>
              Edit
            </Button>
            <Button size="sm" variant="destructive" onClick={onDelete}>
              Delete
            </Button>
          </>
        )}
      </CardFooter>
    </Card>
  );
}
