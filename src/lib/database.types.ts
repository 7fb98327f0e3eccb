/**
 * Types of the tables the SPA reads, in the shape `supabase gen types typescript` emits.
 * Written by hand from supabase/migrations; extend it when a migration adds a table.
 */
export type Database = {
  __InternalSupabase: { PostgrestVersion: '12' }
  public: {
    Tables: {
      users: {
        Row: {
          id: string
          email: string
          name: string | null
          role: string
          plan: string
          is_verified: boolean
          created_at: string
          updated_at: string
        }
        Insert: {
          id: string
          email: string
          name?: string | null
          role: string
          plan?: string
          is_verified?: boolean
          created_at?: string
          updated_at?: string
        }
        Update: {
          name?: string | null
        }
        Relationships: []
      }
    }
    Views: { [_ in never]: never }
    Functions: { [_ in never]: never }
    Enums: { [_ in never]: never }
    CompositeTypes: { [_ in never]: never }
  }
}
