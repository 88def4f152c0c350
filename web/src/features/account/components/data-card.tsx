import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useDownloadMyData } from '../api/export-data.ts';

export function DataCard() {
  const download = useDownloadMyData();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your data</CardTitle>
        <CardDescription>
          A JSON file of your account, profile, roles and the player record linked to you.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" disabled={download.isPending} onClick={() => download.mutate()}>
          {download.isPending ? 'Preparing...' : 'Download my data'}
        </Button>
      </CardContent>
    </Card>
  );
}
