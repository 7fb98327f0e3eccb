/** pg_catalog queries behind the schema cache; $1 is the list of exposed schemas. */

export const TABLES_SQL = `
select n.nspname as schema, c.relname as name, c.relkind::text as kind,
  coalesce((
    select json_agg(json_build_object(
      'name', a.attname,
      'type', format_type(a.atttypid, a.atttypmod),
      'baseType', coalesce(bt.typname, t.typname),
      'default', pg_get_expr(d.adbin, d.adrelid),
      'nullable', not a.attnotnull) order by a.attnum)
    from pg_attribute a
    join pg_type t on t.oid = a.atttypid
    left join pg_type bt on t.typtype = 'd' and bt.oid = t.typbasetype
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]') as columns,
  coalesce((
    select json_agg(json_build_object('type', con.contype::text, 'columns', (
      select json_agg(att.attname order by k.ord)
      from unnest(con.conkey) with ordinality as k(attnum, ord)
      join pg_attribute att on att.attrelid = con.conrelid and att.attnum = k.attnum)))
    from pg_constraint con
    where con.conrelid = c.oid and con.contype in ('p', 'u')), '[]') as keys
from pg_class c
join pg_namespace n on n.oid = c.relnamespace
where c.relkind in ('r', 'v', 'm', 'f', 'p') and n.nspname = any($1::text[])
order by n.nspname, c.relname`

export const FOREIGN_KEYS_SQL = `
select con.conname as name, sn.nspname as schema, sc.relname as table,
  tn.nspname as foreign_schema, tc.relname as foreign_table,
  (select json_agg(json_build_array(sa.attname, ta.attname) order by k.ord)
   from unnest(con.conkey, con.confkey) with ordinality as k(src, dst, ord)
   join pg_attribute sa on sa.attrelid = con.conrelid and sa.attnum = k.src
   join pg_attribute ta on ta.attrelid = con.confrelid and ta.attnum = k.dst) as columns
from pg_constraint con
join pg_class sc on sc.oid = con.conrelid
join pg_namespace sn on sn.oid = sc.relnamespace
join pg_class tc on tc.oid = con.confrelid
join pg_namespace tn on tn.oid = tc.relnamespace
where con.contype = 'f' and sn.nspname = any($1::text[]) and tn.nspname = any($1::text[])
order by con.conname`

export const FUNCTIONS_SQL = `
select n.nspname as schema, p.proname as name, p.provolatile::text as volatility, p.proretset as is_set_of,
  p.prorettype = 'void'::regtype as is_void,
  (rt.typtype = 'c' or coalesce(p.proargmodes::text[] && '{t,b,o}', false)) as is_composite,
  rn.nspname as return_schema, rc.relname as return_relation,
  p.pronargs - p.pronargdefaults as required_count,
  coalesce((
    select json_agg(json_build_object(
      'name', coalesce(p.proargnames[a.ord], ''),
      'type', format_type(a.type, null),
      'mode', coalesce(p.proargmodes[a.ord]::text, 'i')) order by a.ord)
    from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality as a(type, ord)), '[]') as args
from pg_proc p
join pg_namespace n on n.oid = p.pronamespace
join pg_type rt on rt.oid = p.prorettype
left join pg_class rc on rc.oid = rt.typrelid and rt.typtype = 'c'
left join pg_namespace rn on rn.oid = rc.relnamespace
where p.prokind = 'f' and p.prorettype <> 'trigger'::regtype and n.nspname = any($1::text[])
order by p.proname, p.oid`
