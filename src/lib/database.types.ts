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
      assistant_feedback: {
        Row: {
          reply_id: string
          owner_id: string
          helpful: boolean
          note: string | null
          created_at: string
          updated_at: string
        }
        /** The owner and the dates are the database's; an upsert on (reply_id, owner_id) changes one's mind. */
        Insert: {
          reply_id: string
          helpful: boolean
          note?: string | null
        }
        Update: {
          reply_id?: string
          helpful?: boolean
          note?: string | null
        }
        Relationships: [
          {
            foreignKeyName: 'assistant_feedback_reply_id_fkey'
            columns: ['reply_id']
            isOneToOne: false
            referencedRelation: 'chat_messages'
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
      /** One per advocate account; read and written whole by its owner only (others: advocate_directory). */
      advocate_profiles: {
        Row: AdvocateProfileRow
        /** Verification, rating and dates are the database's: never sent. */
        Insert: { id: string } & Partial<AdvocateProfileEditable>
        Update: Partial<AdvocateProfileEditable> & { id?: string }
        Relationships: []
      }
      /** The owner only. Either upi_id, or account_number with ifsc. */
      advocate_bank_details: {
        Row: {
          advocate_id: string
          account_holder: string
          upi_id: string | null
          account_number: string | null
          ifsc: string | null
          updated_at: string
        }
        Insert: {
          advocate_id: string
          account_holder: string
          upi_id?: string | null
          account_number?: string | null
          ifsc?: string | null
        }
        Update: {
          advocate_id?: string
          account_holder?: string
          upi_id?: string | null
          account_number?: string | null
          ifsc?: string | null
        }
        Relationships: []
      }
      /** Both sides read; the client inserts; both move the status along (checked in SQL). */
      consultations: {
        Row: ConsultationRow
        Insert: {
          advocate_id: string
          category: string
          description: string
          mode: string
          preferred_at: string
        }
        Update: {
          status?: string
          decline_reason?: string | null
        }
        Relationships: []
      }
      /** Created by the database when a request is accepted; the two participants read it. */
      conversations: {
        Row: {
          id: string
          consultation_id: string
          client_id: string
          advocate_id: string
          created_at: string
          last_message_at: string | null
        }
        Insert: { [_ in never]: never }
        Update: { [_ in never]: never }
        Relationships: []
      }
      /** The two participants read and write; the id may be chosen by the sender (idempotent retries). */
      messages: {
        Row: {
          id: string
          conversation_id: string
          sender_id: string
          body: string
          created_at: string
        }
        Insert: {
          id?: string
          conversation_id: string
          body: string
        }
        Update: { [_ in never]: never }
        Relationships: []
      }
      /** One per completed consultation, by its client. Others read advocate_review_cards. */
      advocate_reviews: {
        Row: {
          consultation_id: string
          advocate_id: string
          client_id: string
          rating: number
          comment: string | null
          created_at: string
        }
        Insert: {
          consultation_id: string
          rating: number
          comment?: string | null
        }
        Update: { [_ in never]: never }
        Relationships: []
      }
      /**
       * The owner only; saving (insert, update) needs Premium (LS021), at most 200 per account
       * (LS022), a final document is locked until reopened as a draft (LS023). version and the
       * dates are the database's: save with `.eq('version', v)` to notice a change made elsewhere.
       */
      documents: {
        Row: {
          id: string
          owner_id: string
          /** 'affidavit' | 'rent_agreement' | 'bail_application' (DOCUMENT_TYPES). */
          template: string
          title: string
          /** A JSON object of at most 64 KiB: field name -> string or list of strings. */
          answers: Json
          /** 'draft' | 'final'. */
          status: string
          version: number
          created_at: string
          updated_at: string
        }
        /** The id may be chosen by the client, so that a retried create is stored once (23505). */
        Insert: {
          id?: string
          template: string
          title: string
          answers?: Json
          status?: string
        }
        Update: {
          title?: string
          answers?: Json
          status?: string
        }
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
      advocate_directory: {
        Row: AdvocateDirectoryRow
        Relationships: []
      }
      advocate_review_cards: {
        Row: {
          id: string
          advocate_id: string
          rating: number
          comment: string | null
          created_at: string
        }
        Relationships: []
      }
      consultation_cards: {
        Row: ConsultationRow & {
          client_name: string
          advocate_name: string
          my_role: 'client' | 'advocate'
          conversation_id: string | null
          reviewed: boolean
        }
        Relationships: []
      }
      conversation_cards: {
        Row: {
          id: string
          consultation_id: string
          consultation_status: string
          category: string
          mode: string
          other_id: string
          other_name: string
          my_role: 'client' | 'advocate'
          last_message: string | null
          last_message_at: string | null
          last_message_is_mine: boolean
          unread_count: number
          created_at: string
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
      export_my_data: { Args: Record<string, never>; Returns: Record<string, unknown> }
      delete_my_account: { Args: { password: string }; Returns: boolean }
      my_forum_threads: {
        Args: { after?: string | null; page_size?: number }
        Returns: ForumThreadCardRow[]
      }
      forum_search_suggestion: {
        Args: { search?: string | null; category?: string | null }
        Returns: { suggested_category: string | null; has_matches: boolean }
      }
      advocate_directory_page: {
        Args: {
          search?: string | null
          area?: string | null
          language?: string | null
          state?: string | null
          city?: string | null
          min_years?: number | null
          max_fee?: number | null
          sort?: string
          after?: string | null
          page_size?: number
        }
        Returns: AdvocateDirectoryRow[]
      }
      record_profile_view: {
        Args: { advocate: string }
        Returns: undefined
      }
      mark_conversation_read: {
        Args: { conversation: string }
        Returns: undefined
      }
      my_advocate_profile_status: {
        Args: Record<PropertyKey, never>
        Returns: Json
      }
      advocate_dashboard_stats: {
        Args: Record<PropertyKey, never>
        Returns: {
          client_messages: number
          profile_views: number
          consultations: number
          forum_replies: number
        }
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

/** What an advocate writes in their profile (docs/PRODUCT.md §3 'Advocate profile'). */
type AdvocateProfileEditable = {
  display_name: string | null
  city: string | null
  state: string | null
  languages: string[]
  bio: string | null
  practice_areas: string[]
  courts: string[]
  enrolment_year: number | null
  fee_inr: number | null
  bar_council_enrolment_no: string | null
  state_bar_council: string | null
}

type AdvocateProfileRow = AdvocateProfileEditable & {
  id: string
  verification_status: string
  verification_reason: string | null
  submitted_at: string | null
  verified_at: string | null
  rating_avg: number | null
  review_count: number
  created_at: string
  updated_at: string
}

/** A row of the advocate_directory view (and of advocate_directory_page). */
type AdvocateDirectoryRow = {
  id: string
  name: string
  city: string | null
  state: string | null
  languages: string[]
  practice_areas: string[]
  courts: string[]
  bio: string | null
  fee_inr: number | null
  enrolment_year: number | null
  experience_years: number | null
  rating: number | null
  review_count: number
  verified_at: string | null
}

type ConsultationRow = {
  id: string
  client_id: string
  advocate_id: string
  category: string
  description: string
  mode: string
  preferred_at: string
  status: string
  decline_reason: string | null
  cancelled_by: string | null
  created_at: string
  accepted_at: string | null
  declined_at: string | null
  cancelled_at: string | null
  completed_at: string | null
}
