// Guidance for the person drafting (registration, stamp duty, 'information, not legal advice'),
// shown beside the preview and never printed. Styled by document-preview.css.
import { Info, TriangleAlert } from 'lucide-react'
import type { Guidance } from '../templates/types'
import './document-preview.css'
import { m } from '@/features/documents/messages/editor'

const TONES = {
  info: { word: m.noteWord, Icon: Info },
  warning: { word: m.warningWord, Icon: TriangleAlert },
} as const

/** Each note with its icon, a visible 'Note' or 'Warning', its title and text; nothing when empty. */
export function GuidanceList({ guidance }: { guidance: Guidance[] }) {
  if (guidance.length === 0) return null
  return (
    <ul className="document-guidance">
      {guidance.map((note, index) => {
        const { word, Icon } = TONES[note.tone]
        return (
          <li key={index}>
            <div role="note" className={`document-note document-note-${note.tone}`}>
              <Icon className="document-note-icon" aria-hidden="true" />
              <div>
                <p className="document-note-title">
                  {word}: {note.title}
                </p>
                <p>{note.text}</p>
              </div>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
