import type { DictionaryTerm } from '../types'
import { m } from '../messages/guides'
import { uiLang } from '../utils/english-content'

/** One term: what it means under each provision that defines it, and the words people use. */
export function DictionaryEntry({ term }: { term: DictionaryTerm }) {
  return (
    <div className="grid gap-2">
      <dt id={term.id} className="scroll-mt-20 text-lg font-semibold">
        {term.term}
      </dt>
      {term.senses.map((sense) => (
        <dd key={sense.label} className="grid gap-1">
          <p>{sense.summary}</p>
          <p className="text-sm text-muted-foreground">
            {sense.label}, {sense.actName}
            {sense.earlier.length > 0 && m.dictionary.earlier(sense.earlier.join(', '))}
          </p>
        </dd>
      ))}
      {term.aliases.length > 0 && (
        <dd className="text-sm">
          <span lang={uiLang} className="text-muted-foreground">
            {m.dictionary.wordsPeopleUse}
          </span>
          {term.aliases.join(', ')}
        </dd>
      )}
    </div>
  )
}
