/**
 * When supabase-js opens the Realtime socket again after it dropped: 1 s, 2 s, then every 3 s.
 * Its default (1, 2, 5, then 10 s apart) can leave a client away up to 10 s after the server is
 * back; server/realtime/recovery.test.ts holds the app to 12 s from a crash to SUBSCRIBED.
 */
export const realtimeReconnectAfterMs = (tries: number) => [1_000, 2_000][tries - 1] ?? 3_000
