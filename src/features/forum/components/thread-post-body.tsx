/** A post's text as written: plain text (never HTML), its line breaks kept, long words wrapped. */
export function ThreadPostBody({ text, size = 'base' }: { text: string; size?: 'base' | 'sm' }) {
  return (
    <div
      className={`whitespace-pre-wrap break-words ${size === 'sm' ? 'text-sm' : 'leading-relaxed'}`}
    >
      {text}
    </div>
  )
}
