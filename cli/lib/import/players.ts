// players.csv: fullName (required), nickname, userId.
import { playerCreateSchema, type PlayerCreate } from '../../../core/schemas/player.ts';
import { addError } from './csv.ts';
import { issues, type Importer } from './importer.ts';

export const playersImporter: Importer<PlayerCreate> = {
  noun: 'players',
  columns: { required: ['fullName'], optional: ['nickname', 'userId'] },
  async prepare(rows, _client, errors) {
    const seen = new Map<string, number>();
    return rows.flatMap(({ line, values }) => {
      const parsed = playerCreateSchema.safeParse(values);
      if (!parsed.success) {
        issues(parsed.error).forEach((m) => addError(errors, line, m));
        return [];
      }
      // Two people may share a name across a league, but twice in one file is a copy-paste slip.
      const key = `${parsed.data.fullName.toLowerCase()}|${parsed.data.nickname ?? ''}`;
      if (seen.has(key))
        addError(errors, line, `fullName: '${parsed.data.fullName}' is also on line ${seen.get(key)}`);
      seen.set(key, seen.get(key) ?? line);
      // An account is linked to one player at most (the database refuses a second link).
      const account = parsed.data.userId ? `user:${parsed.data.userId.toLowerCase()}` : undefined;
      if (account && seen.has(account))
        addError(errors, line, `userId: '${parsed.data.userId}' is also on line ${seen.get(account)}`);
      if (account) seen.set(account, seen.get(account) ?? line);
      return [{ line, item: parsed.data, label: parsed.data.fullName }];
    });
  },
  async write(player, client) {
    const { api, call } = client;
    const created = await call(api.players.$post({ json: player }));
    return () => call(api.players[':id'].$delete({ param: { id: created.id } }));
  },
};
