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
      forum_threads: {
        /** author_id, advocate_reply_count and search are not granted: read threads through forum_thread_cards. */
        Row: {
          id: string
          title: string
          body: string
          categories: string[]
          is_anonymous: boolean
          reply_count: number
          upvote_count: number
          helpful_reply_id: string | null
          created_at: string
          edited_at: string | null
          deleted_at: string | null
        }
        Insert: {
          title: string
          body: string
          categories: string[]
          is_anonymous?: boolean
        }
        /** The text within 30 minutes of posting; the helpful reply at any time. */
        Update: {
          title?: string
          body?: string
          categories?: string[]
          helpful_reply_id?: string | null
        }
        Relationships: []
      }
      forum_replies: {
        Row: {
          id: string
          thread_id: string
          body: string
          upvote_count: number
          created_at: string
          edited_at: string | null
        }
        Insert: {
          thread_id: string
          body: string
        }
        Update: {
          body?: string
        }
        Relationships: []
      }
      forum_thread_votes: {
        Row: { thread_id: string; user_id: string; created_at: string }
        Insert: { thread_id: string }
        Update: { [_ in never]: never }
        Relationships: []
      }
      forum_reply_votes: {
        Row: { reply_id: string; user_id: string; created_at: string }
        Insert: { reply_id: string }
        Update: { [_ in never]: never }
        Relationships: []
      }
      /** Insert only: the service role reads reports. */
      forum_reports: {
        Row: { [_ in never]: never }
        Insert: {
          thread_id?: string | null
          reply_id?: string | null
          reason: string
          details?: string | null
        }
        Update: { [_ in never]: never }
        Relationships: []
      }
      /** One's own requests; user_id, status and the dates come from defaults and triggers. */
      upgrade_requests: {
        Row: {
          id: string
          user_id: string
          invoice_name: string
          phone: string | null
          note: string | null
          status: string
          created_at: string
          resolved_at: string | null
        }
        Insert: {
          invoice_name: string
          phone?: string | null
          note?: string | null
        }
        /** Only an open ('requested') request, only to 'cancelled'. */
        Update: {
          status?: string
        }
        Relationships: []
      }
      /** Insert only, signed in or not (no `.select()` after it): the service role reads them. */
      contact_messages: {
        Row: { [_ in never]: never }
        Insert: {
          name: string
          email: string
          message: string
        }
        Update: { [_ in never]: never }
        Relationships: []
      }
    }
    Views: {
      public_profiles: {
        Row: { id: string; name: string; role: string; is_verified_advocate: boolean }
        Relationships: []
      }
      forum_thread_cards: {
        Row: ForumThreadCardRow
        Relationships: []
      }
      forum_reply_cards: {
        Row: {
          id: string
          thread_id: string
          body: string
          upvote_count: number
          created_at: string
          edited_at: string | null
          is_helpful: boolean
          by_thread_author: boolean
          author_id: string | null
          author_name: string | null
          author_role: string | null
          author_is_verified_advocate: boolean
          is_mine: boolean
          has_upvoted: boolean
        }
        Relationships: []
      }
    }
    Functions: {
      forum_thread_page: {
        Args: {
          search?: string | null
          category?: string | null
          sort?: string
          after?: string | null
          page_size?: number
        }
        Returns: ForumThreadCardRow[]
      }
      my_forum_activity: {
        Args: Record<PropertyKey, never>
        Returns: { threads: number; replies: number }
      }
    }
    Enums: { [_ in never]: never }
    CompositeTypes: { [_ in never]: never }
  }
}

/** A json/jsonb column, as supabase-js types it. */
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

/** A row of the forum_thread_cards view (and of forum_thread_page). */
type ForumThreadCardRow = {
  id: string
  title: string
  body: string
  excerpt: string
  categories: string[]
  is_anonymous: boolean
  reply_count: number
  upvote_count: number
  helpful_reply_id: string | null
  created_at: string
  edited_at: string | null
  is_deleted: boolean
  author_id: string | null
  author_name: string | null
  author_role: string | null
  author_is_verified_advocate: boolean
  is_mine: boolean
  has_upvoted: boolean
}
