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
      chats: {
        Row: {
          id: string
          owner_id: string
          title: string
          message_count: number
          created_at: string
          updated_at: string
        }
        Insert: {
          id?: string
          owner_id?: string
          title: string
          message_count?: number
          created_at?: string
          updated_at?: string
        }
        /** Only the title may be changed by the app (rename); the count and dates are the database's. */
        Update: {
          title?: string
        }
        Relationships: []
      }
      chat_messages: {
        Row: {
          id: string
          chat_id: string
          owner_id: string
          role: string
          content: string
          citations: Json
          created_at: string
        }
        /** Written by the assistant Edge Function; the app only reads messages. */
        Insert: {
          chat_id: string
          content: string
        }
        Update: { [_ in never]: never }
        Relationships: [
          {
            foreignKeyName: 'chat_messages_chat_id_fkey'
            columns: ['chat_id']
            isOneToOne: false
            referencedRelation: 'chats'
            referencedColumns: ['id']
          },
        ]
      }
      kb_acts: {
        Row: {
          code: string
          name: string
          unit: string
          area: string
          replaces: string | null
          in_force_from: string | null
          source: string
        }
        Insert: { [_ in never]: never }
        Update: { [_ in never]: never }
        Relationships: []
      }
      kb_entries: {
        Row: {
          act: string
          section: string
          title: string
          summary: string | null
          punishment: string | null
          cognizable: boolean | null
          bailable: boolean | null
          court: string | null
          note: string | null
          in_force: boolean
          keywords: string[]
          source: string
        }
        Insert: { [_ in never]: never }
        Update: { [_ in never]: never }
        Relationships: []
      }
      kb_twins: {
        Row: {
          new_act: string
          new_section: string
          old_act: string
          old_section: string
        }
        Insert: { [_ in never]: never }
        Update: { [_ in never]: never }
        Relationships: []
      }
    }
    Views: { [_ in never]: never }
    Functions: { [_ in never]: never }
    Enums: { [_ in never]: never }
    CompositeTypes: { [_ in never]: never }
  }
}

/** A json/jsonb column, as supabase-js types it. */
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]
