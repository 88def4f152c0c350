// A second organisation beside the harness's first ('Cueboard', id 1), run by its own organiser: the
// owner creates it, names its organiser and steps out, as tests/api/organisations-authz.test.ts does.
import { createUser, type Harness } from './support.ts';

export async function secondOrganisation(h: Harness, name: string, slug: string) {
  const owner = h.organiser.token;
  const created = await h.call('POST', '/organisations', { token: owner, body: { name, slug } });
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  const id: number = created.body.id;
  const organiser = await createUser(h.db);
  const granted = await h.call('POST', '/user-roles', {
    token: owner,
    body: { userId: organiser.id, role: 'organiser', organisationId: id },
  });
  if (granted.status !== 201) throw new Error(JSON.stringify(granted.body));
  await h.call('DELETE', '/user-roles', {
    token: owner,
    body: { userId: h.organiser.id, role: 'organiser', organisationId: id },
  });
  return { id, organiser, harness: { ...h, organiser } as Harness };
}
