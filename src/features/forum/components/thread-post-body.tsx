/** A post's text as written: plain text (never HTML), its line breaks kept, long words wrapped. */
export function ThreadPostBody({ text, size = 'base' }: { text: string; size?: 'base' | 'sm' }) {
  // People's own words: in whatever language they wrote them.
  return (
    <div
      translate="no"
      className={`whitespace-pre-wrap break-words ${size === 'sm' ? 'text-sm' : 'leading-relaxed'}`}
    >
      {text}
    </div>
  )
}
