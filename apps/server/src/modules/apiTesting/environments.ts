import {
  API_ENVIRONMENTS_MAX,
  type ApiEnvironment,
  type createApiEnvironmentBody,
  type editApiEnvironmentBody,
} from '@questline/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { failure, forbidden } from '../../http/errors';
import { type EnvironmentRecord, type TesterCaller, readsSecrets, testerAccess, inProject } from './access';
import type { VariableSet } from './prepare';

type Db = Kysely<Database>;

/** A variable as the database keeps it, a secret's value included. */
interface StoredVariable {
  name: string;
  value: string;
  secret: boolean;
}

type IncomingVariable = z.infer<typeof createApiEnvironmentBody>['variables'][number];

function storedVariables(row: Pick<EnvironmentRecord, 'variables'>): StoredVariable[] {
  return JSON.parse(row.variables) as StoredVariable[];
}

/** Issue 34: secrets are answered to those who read secrets, and to nobody else, masked as null. */
export function presentEnvironment(row: EnvironmentRecord, secretsVisible: boolean): ApiEnvironment {
  return {
    environmentId: row.id,
    name: row.name,
    variables: storedVariables(row).map((variable) => ({
      name: variable.name,
      value: variable.secret && !secretsVisible ? null : variable.value,
      secret: variable.secret,
    })),
    updateTime: row.update_time,
  };
}

/** What a send substitutes: every value, secrets included (the server sends them, nobody reads them back). */
export function variableSetOf(row: EnvironmentRecord): VariableSet {
  const variables = storedVariables(row);
  return {
    values: new Map(variables.map((variable) => [variable.name, variable.value])),
    secretNames: new Set(variables.filter((variable) => variable.secret).map((variable) => variable.name)),
  };
}

export function secretValuesOf(row: EnvironmentRecord | null): string[] {
  return row
    ? storedVariables(row)
        .filter((variable) => variable.secret)
        .map((variable) => variable.value)
    : [];
}

const secretsKey = (variables: readonly StoredVariable[]) =>
  JSON.stringify(
    variables
      .filter((variable) => variable.secret)
      .map((variable) => [variable.name, variable.value])
      .sort(),
  );

/**
 * The variables to store: a secret sent back as null keeps its stored value (the page never had it). Members who do
 * not read secrets may change every other variable but no secret: adding, changing, removing or unmasking one is
 * for admins.
 */
function merge(
  incoming: readonly IncomingVariable[],
  stored: readonly StoredVariable[],
  mayChangeSecrets: boolean,
): StoredVariable[] {
  const merged = incoming.map((variable) => {
    if (variable.value !== null) return { name: variable.name, value: variable.value, secret: variable.secret };
    const kept = stored.find((old) => old.name === variable.name && old.secret);
    if (!variable.secret || !kept) throw failure('apiSecretKeepUnknown', { name: variable.name });
    return kept;
  });
  if (!mayChangeSecrets && secretsKey(merged) !== secretsKey(stored)) throw forbidden('apiSecretAdminOnly');
  return merged;
}

export async function createEnvironment(
  db: Db,
  options: { body: z.infer<typeof createApiEnvironmentBody>; caller: TesterCaller; now: Date },
): Promise<ApiEnvironment> {
  const { body, caller, now } = options;
  const access = await testerAccess(db, { projectId: body.projectId, userId: caller.userId, now });
  const visible = readsSecrets(access, caller);
  const variables = merge(body.variables, [], visible);
  const count = await db
    .selectFrom('api_environments')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('project_id', '=', body.projectId)
    .executeTakeFirstOrThrow();
  if (Number(count.n) >= API_ENVIRONMENTS_MAX) throw failure('apiEnvironmentsFull', { max: API_ENVIRONMENTS_MAX });
  const time = now.toISOString();
  const row = await db
    .insertInto('api_environments')
    .values({
      project_id: body.projectId,
      name: body.name,
      variables: JSON.stringify(variables),
      create_time: time,
      update_time: time,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return presentEnvironment(row, visible);
}

export async function editEnvironment(
  db: Db,
  options: { body: z.infer<typeof editApiEnvironmentBody>; caller: TesterCaller; now: Date },
): Promise<ApiEnvironment> {
  const { body, caller, now } = options;
  const access = await testerAccess(db, { projectId: body.projectId, userId: caller.userId, now });
  const visible = readsSecrets(access, caller);
  const row = await inProject(db, 'api_environments', body.projectId, body.environmentId);
  const variables = merge(body.variables, storedVariables(row), visible);
  const updated = await db
    .updateTable('api_environments')
    .set({ name: body.name, variables: JSON.stringify(variables), update_time: now.toISOString() })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return presentEnvironment(updated, visible);
}

/** An environment holding secrets goes only by an admin's hand, as its secrets would go with it. */
export async function deleteEnvironment(
  db: Db,
  options: { projectId: number; environmentId: number; caller: TesterCaller; now: Date },
): Promise<void> {
  const access = await testerAccess(db, { ...options, userId: options.caller.userId });
  const row = await inProject(db, 'api_environments', options.projectId, options.environmentId);
  if (!readsSecrets(access, options.caller) && secretValuesOf(row).length > 0) throw forbidden('apiSecretAdminOnly');
  await db.deleteFrom('api_environments').where('id', '=', row.id).execute();
}
