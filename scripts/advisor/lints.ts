/**
 * Supabase's security and performance advisor, as our own SQL: the lints hosted Supabase runs on a
 * project (the names and rules are its public 'database linter'), each a query over the catalog
 * that returns one row per finding. They look at the schemas the REST API exposes, read from
 * `pgrst.db_schemas` as hosted Supabase sets it: without that setting most of them see nothing,
 * which is a false pass, so runAdvisor (./run.ts) always sets it.
 */
export type LintLevel = 'ERROR' | 'WARN' | 'INFO'

type Lint = {
  name: string
  level: LintLevel
  /** Returns rows of one column, `object`: what the finding is about, e.g. `public.users`. */
  sql: string
}

/** The schemas the REST API serves, as PostgREST's setting lists them. */
const EXPOSED = `array(select btrim(s) from unnest(string_to_array(current_setting('pgrst.db_schemas', true), ',')) as s)`

/** Schemas that belong to the platform or to extensions, never to the app. */
const PLATFORM = `array['auth', 'storage', 'realtime', 'extensions', 'graphql', 'graphql_public',
  'supabase_functions', 'supabase_migrations', 'vault', 'pgsodium', 'pgsodium_masks', 'cron',
  'net', 'pgbouncer', 'pg_catalog', 'information_schema', 'pg_toast', 'pgtle', 'repack']`

/** `n` is a schema the REST API serves, and the app's (not the platform's). */
const IN_API = `n.nspname = any (${EXPOSED}) and n.nspname <> all (${PLATFORM})`

const READABLE_BY_API = `(has_table_privilege('anon', c.oid, 'select')
  or has_table_privilege('authenticated', c.oid, 'select'))`

const IS_INVOKER_VIEW = `coalesce(c.reloptions, '{}') && array['security_invoker=1',
  'security_invoker=true', 'security_invoker=on', 'security_invoker=yes']`

/** Not created by an extension. */
const NOT_EXTENSION_OWNED = (oid: string) =>
  `not exists (select 1 from pg_depend as e where e.objid = ${oid} and e.deptype = 'e')`

/** Each policy with its table, command, roles and expressions as text. */
const POLICIES = `(
  select n.nspname as schema_name, c.relname as table_name, c.relrowsecurity as rls,
    p.polname as policy, p.polpermissive as permissive, p.polroles as roles,
    p.polcmd as command,
    pg_get_expr(p.polqual, p.polrelid) as qual,
    pg_get_expr(p.polwithcheck, p.polrelid) as with_check
  from pg_policy as p
  join pg_class as c on c.oid = p.polrelid
  join pg_namespace as n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p')
)`

const definerFunctionExecutableBy = (role: 'anon' | 'authenticated'): Lint => ({
  name: `${role}_security_definer_function_executable`,
  level: 'WARN',
  sql: `
    select format('%s.%s(%s)', n.nspname, p.proname, pg_get_function_identity_arguments(p.oid)) as object
    from pg_proc as p
    join pg_namespace as n on n.oid = p.pronamespace
    where p.prosecdef
      and has_function_privilege('${role}', p.oid, 'execute')
      and ${IN_API}`,
})

export const LINTS: Lint[] = [
  {
    // A view over auth.users that the API roles can read, unless it is a security-invoker view
    // and auth.users keeps row-level security.
    name: 'auth_users_exposed',
    level: 'ERROR',
    sql: `
      select distinct format('%s.%s', n.nspname, c.relname) as object
      from pg_depend as d
      join pg_rewrite as r on r.oid = d.objid
      join pg_class as c on c.oid = r.ev_class
      join pg_namespace as n on n.oid = c.relnamespace
      where d.refobjid = 'auth.users'::regclass
        and d.deptype = 'n'
        and c.oid <> 'auth.users'::regclass
        and n.nspname = any (${EXPOSED})
        and ${READABLE_BY_API}
        and (c.relkind = 'm'
          or (c.relkind = 'v' and not (${IS_INVOKER_VIEW}))
          or (c.relkind = 'v' and not (select relrowsecurity from pg_class where oid = 'auth.users'::regclass)))`,
  },
  {
    name: 'policy_exists_rls_disabled',
    level: 'ERROR',
    sql: `
      select distinct format('%s.%s', schema_name, table_name) as object
      from ${POLICIES} as p
      where not rls and schema_name = any (${EXPOSED})`,
  },
  {
    // A view the API roles can read that runs with its owner's rights and row-level security.
    name: 'security_definer_view',
    level: 'ERROR',
    sql: `
      select format('%s.%s', n.nspname, c.relname) as object
      from pg_class as c
      join pg_namespace as n on n.oid = c.relnamespace
      where c.relkind = 'v'
        and ${IN_API}
        and ${READABLE_BY_API}
        and not (${IS_INVOKER_VIEW})
        and ${NOT_EXTENSION_OWNED('c.oid')}`,
  },
  {
    name: 'rls_disabled_in_public',
    level: 'ERROR',
    sql: `
      select format('%s.%s', n.nspname, c.relname) as object
      from pg_class as c
      join pg_namespace as n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p')
        and not c.relrowsecurity
        and ${IN_API}
        and ${READABLE_BY_API}`,
  },
  {
    // user_metadata is written by the user: never a ground for access.
    name: 'rls_references_user_metadata',
    level: 'ERROR',
    sql: `
      select format('%s.%s: %s', schema_name, table_name, policy) as object
      from ${POLICIES} as p
      where concat(qual, ' ', with_check) ~* 'user_metadata'`,
  },
  {
    // Secret-looking columns in a table the API roles read without row-level security.
    name: 'sensitive_columns_exposed',
    level: 'ERROR',
    sql: `
      select format('%s.%s.%s', n.nspname, c.relname, a.attname) as object
      from pg_class as c
      join pg_namespace as n on n.oid = c.relnamespace
      join pg_attribute as a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where c.relkind in ('r', 'p')
        and not c.relrowsecurity
        and ${IN_API}
        and ${READABLE_BY_API}
        and a.attname ~* '(passw|passphrase|secret|private_key|api_?key|token|jwt|session_(id|key)|otp|recovery_code|ssn|social_security|passport|national_id|tax_id|credit_card|card_number|cvv|bank_account|account_number|iban|medical|health_record)'`,
  },
  {
    // auth.uid() and friends, or current_setting(), called once per row instead of once per
    // statement: (select auth.uid()) is evaluated once.
    name: 'auth_rls_initplan',
    level: 'WARN',
    sql: `
      select format('%s.%s: %s', schema_name, table_name, policy) as object
      from ${POLICIES} as p
      where rls and exists (
        select 1 from unnest(array[qual, with_check]) as e(expr)
        where e.expr ~ '(auth\\.(uid|jwt|role|email)|current_setting)\\('
          and regexp_replace(e.expr, '\\(\\s*select\\s+(auth\\.(uid|jwt|role|email)|current_setting)\\([^()]*\\)[^()]*\\)', '', 'gi')
            ~ '(auth\\.(uid|jwt|role|email)|current_setting)\\(')`,
  },
  {
    // Several permissive policies for one role and command: each is evaluated for every row.
    name: 'multiple_permissive_policies',
    level: 'WARN',
    sql: `
      select format('%s.%s: %s %s', schema_name, table_name, r.rolname, cmd) as object
      from ${POLICIES} as p
      join pg_roles as r on p.roles @> array[r.oid] or p.roles = array[0::oid]
      cross join lateral unnest(case p.command when '*' then array['select', 'insert', 'update', 'delete']
        when 'r' then array['select'] when 'a' then array['insert'] when 'w' then array['update']
        else array['delete'] end) as cmd
      where p.permissive and r.rolname !~ '^pg_' and r.rolname !~ '^supabase.*admin$' and not r.rolbypassrls
        and schema_name <> all (${PLATFORM})
      group by schema_name, table_name, r.rolname, cmd
      having count(*) > 1`,
  },
  {
    name: 'duplicate_index',
    level: 'WARN',
    sql: `
      select format('%s.%s: %s', i.schemaname, i.tablename, string_agg(i.indexname, ', ' order by i.indexname)) as object
      from pg_indexes as i
      where i.schemaname <> all (${PLATFORM})
      group by i.schemaname, i.tablename, replace(i.indexdef, i.indexname, '')
      having count(*) > 1`,
  },
  {
    // A function whose search_path the caller sets can be made to run the caller's objects.
    name: 'function_search_path_mutable',
    level: 'WARN',
    sql: `
      select format('%s.%s(%s)', n.nspname, p.proname, pg_get_function_identity_arguments(p.oid)) as object
      from pg_proc as p
      join pg_namespace as n on n.oid = p.pronamespace
      where n.nspname <> all (${PLATFORM})
        and n.nspname !~ '^pg_'
        and ${NOT_EXTENSION_OWNED('p.oid')}
        and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) as s where s like 'search_path=%')`,
  },
  {
    name: 'extension_in_public',
    level: 'WARN',
    sql: `
      select e.extname as object
      from pg_extension as e
      where e.extnamespace = 'public'::regnamespace and e.extname <> 'plpgsql'`,
  },
  {
    // USING (true) on a write, or WITH CHECK (true), for the API roles: no row-level security at all.
    name: 'rls_policy_always_true',
    level: 'WARN',
    sql: `
      select format('%s.%s: %s', schema_name, table_name, policy) as object
      from ${POLICIES} as p
      where rls and permissive
        and schema_name <> all (${PLATFORM})
        and (roles = array[0::oid] or roles && array['anon'::regrole::oid, 'authenticated'::regrole::oid])
        and ((command in ('w', 'd', '*') and (coalesce(qual, 'true') ~ '^\\(?\\s*(true|1\\s*=\\s*1)\\s*\\)?$'))
          or coalesce(with_check, case when command = 'a' then 'true' end) ~ '^\\(?\\s*(true|1\\s*=\\s*1)\\s*\\)?$')`,
  },
  definerFunctionExecutableBy('anon'),
  definerFunctionExecutableBy('authenticated'),
  {
    name: 'unindexed_foreign_keys',
    level: 'INFO',
    sql: `
      select format('%s.%s: %s', n.nspname, c.relname, k.conname) as object
      from pg_constraint as k
      join pg_class as c on c.oid = k.conrelid
      join pg_namespace as n on n.oid = c.relnamespace
      where k.contype = 'f'
        and n.nspname <> all (${PLATFORM})
        and ${NOT_EXTENSION_OWNED('c.oid')}
        and not exists (
          select 1 from pg_index as i
          where i.indrelid = k.conrelid and i.indisvalid
            and (string_to_array(i.indkey::text, ' ')::smallint[])[1:cardinality(k.conkey)] = k.conkey)`,
  },
  {
    name: 'no_primary_key',
    level: 'INFO',
    sql: `
      select format('%s.%s', n.nspname, c.relname) as object
      from pg_class as c
      join pg_namespace as n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p')
        and n.nspname <> all (${PLATFORM})
        and n.nspname !~ '^pg_'
        and ${NOT_EXTENSION_OWNED('c.oid')}
        and not exists (select 1 from pg_constraint as k where k.conrelid = c.oid and k.contype = 'p')`,
  },
  {
    // Row-level security on, and no policy: nobody but the owner reads it (often meant, noted).
    name: 'rls_enabled_no_policy',
    level: 'INFO',
    sql: `
      select format('%s.%s', n.nspname, c.relname) as object
      from pg_class as c
      join pg_namespace as n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p')
        and c.relrowsecurity
        and ${IN_API}
        and not exists (select 1 from pg_policy as p where p.polrelid = c.oid)`,
  },
]
