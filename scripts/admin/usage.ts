export const USAGE = `Usage: npm run admin -- <command> [--json]

Commands
  upgrades                          open upgrade requests, oldest first
  grant-premium <e-mail>            put the account on Premium (closes its open request)
  revoke-premium <e-mail>           put the account back on the Free plan
  advocates [--pending]             all advocates, or only those waiting for verification
  verify-advocate <e-mail>          mark the advocate as verified
  reject-advocate <e-mail> --reason "…"
                                    refuse or withdraw the verification (reason: 3–500 characters)
  messages [--limit N]              contact messages, newest first (100 unless --limit; at most 1000)
  feedback [--unhelpful] [--limit N]
                                    feedback on the assistant's replies, newest first, with the
                                    question and the cited sections (only 'Not helpful' with
                                    --unhelpful; 100 unless --limit; at most 1000)
  reset-demo                        remove what visitors added to the demo accounts, restore the seed
  backup [--dir D]                  the whole PostgreSQL database of DATABASE_URL in one pg_dump file,
                                    D/lexsetu-YYYYMMDD-HHMMSS.dump (UTC; D is backups unless given)
  restore <file>                    replace that database's contents with a backup's, in one
                                    transaction (stop the backend first)
  help                              this text

Options
  --json                            machine-readable output: arrays for lists, objects for changes

Backend
  The embedded backend of \`npm run dev\` / \`npm run backend\` by default (BACKEND_HOST, BACKEND_PORT,
  SERVICE_ROLE_KEY as it reads them). Any Supabase project: set SUPABASE_URL and
  SUPABASE_SERVICE_ROLE_KEY together.

backup and restore use PostgreSQL's pg_dump and pg_restore (PG_BIN names their folder) on
DATABASE_URL, not the API; the embedded PGlite database is a folder: copy DATA_DIR instead.

Every change is written to public.audit_log by the database, naming LEXSETU_OPERATOR if set, else
<user>@<host>.

Exit codes: 0 done (also when nothing needed to change), 1 refused or backend unreachable,
2 usage error (command, argument, option or environment).`
