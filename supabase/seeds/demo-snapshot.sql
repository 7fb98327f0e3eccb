-- The last seed file. Record what the demo accounts own now, so that operator_reset_demo() (run
-- at every start of the embedded backend, and by `npm run admin -- reset-demo`) can put it back.
-- Only once: a second run of the seed must not take visitors' changes for the seeded state.
select private.snapshot_demo_content()
where not exists (select 1 from private.demo_snapshot);

-- The seed's own helper (accounts.sql) goes: the seeded database keeps no seed code.
drop function private.seed_account(uuid, text, text, text, text, interval, boolean, text);
