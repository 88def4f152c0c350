import { useQuery } from '@tanstack/react-query';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Page } from '@/components/ui/page.tsx';
import { QueryView } from '@/components/ui/query-view.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { useOrganisationId } from '@/lib/organisation.ts';
import { seasonsQuery } from '../api/get-seasons.ts';
import { FinalTable } from './final-table.tsx';

/** Past seasons from their history snapshots, newest first: champions and final tables. */
export default function SeasonsScreen() {
  const seasons = useQuery(seasonsQuery(useOrganisationId()));
  return (
    <Page title="Past Seasons">
      <QueryView
        query={seasons}
        empty="No finished seasons yet. Starting the next season keeps the finished one here."
      >
        {(data) => (
          <div className="grid gap-4">
            {data.map((s) => (
              <Card key={s.historyId}>
                <CardHeader>
                  <CardTitle>
                    {s.name} {s.season}
                  </CardTitle>
                  <CardDescription>Final tables as of {formatDateTime(s.takenAt)}</CardDescription>
                </CardHeader>
                <CardContent className="grid gap-4">
                  {s.divisions.map((d) => (
                    <section
                      key={d.name}
                      aria-label={`${s.name} ${s.season} ${d.name}`}
                      className="grid gap-2"
                    >
                      <h2 className="font-semibold">
                        {d.name}
                        {d.champion && (
                          <span className="ml-2 font-normal text-muted-foreground">
                            Champions: {d.champion}
                          </span>
                        )}
                      </h2>
                      <FinalTable division={d} caption={`${d.name} final table`} />
                    </section>
                  ))}
                </CardContent>
              </Card>
            ))}
          </div>
        )}
      </QueryView>
    </Page>
  );
}
