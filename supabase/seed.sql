-- Demo data for a new local database. Applied once, when the database is created.
-- (The demo accounts of the accounts issue are added here.)
select 1;
