/**
 * A button's words: `word` shows, and `before` and `after` are read to screen readers only, so
 * 'Delete' is read 'Delete this thread' (in Hindi the object comes first: 'यह चर्चा हटाएँ').
 */
export function ButtonWords({ words }: { words: { before: string; word: string; after: string } }) {
  return (
    <>
      {words.before && <span className="sr-only">{words.before}</span>}
      {words.word}
      {words.after && (
        <>
          {' '}
          <span className="sr-only">{words.after}</span>
        </>
      )}
    </>
  )
}
