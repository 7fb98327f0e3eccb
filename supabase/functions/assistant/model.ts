// Optional, off by default: an OpenAI-compatible chat-completions endpoint may phrase the reply
// from the retrieved entries only. The caller validates what comes back and keeps the
// deterministic reply whenever the model cites anything it was not given (or fails, or is slow).
import { citationLabel, citationsIn, DISCLAIMER, type KnowledgeRow, type Reply } from './compose.ts'

export type ModelSettings = {
  /** The full endpoint, e.g. https://api.example.com/v1/chat/completions */
  url: string
  key: string
  model: string
  timeoutMs?: number
}

/** Reads the settings from the environment (ASSISTANT_LLM_URL, _KEY, _MODEL); undefined when unset. */
export function modelFromEnv(get: (name: string) => string | undefined): ModelSettings | undefined {
  const url = get('ASSISTANT_LLM_URL')
  const key = get('ASSISTANT_LLM_KEY')
  if (!url || !key) return undefined
  return { url, key, model: get('ASSISTANT_LLM_MODEL') || 'gpt-4o-mini' }
}

const INSTRUCTIONS = `You are LexSetu's legal information assistant for people in India.
Rewrite the DRAFT ANSWER for the QUESTION in plain, warm language, in the language of the question.
Use ONLY the facts in the ENTRIES and the DRAFT ANSWER. Cite sections exactly as written there
(for example "BNS 318(4)", "IPC 420", "NI Act s.138"); never cite any other section, act or case.
Keep the headings "### The law", "### What to do now", "### Where to go" and "### How LexSetu can help" and their links.`

function entriesText(rows: KnowledgeRow[]) {
  return rows
    .filter((row) => row.kind === 'section' && row.act && row.section)
    .map((row) =>
      [
        `${citationLabel({ act: row.act!, section: row.section! })}: ${row.title}`,
        row.summary,
        row.punishment && `Punishment: ${row.punishment}`,
        ...row.twins.map((t) => `Twin: ${citationLabel(t)} (${t.title})`),
      ]
        .filter(Boolean)
        .join('\n'),
    )
    .join('\n\n')
}

export async function phraseWithModel(
  settings: ModelSettings,
  question: string,
  rows: KnowledgeRow[],
  draft: Reply,
  log: (message: string) => void,
): Promise<Reply | null> {
  try {
    const response = await fetch(settings.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${settings.key}` },
      signal: AbortSignal.timeout(settings.timeoutMs ?? 15_000),
      body: JSON.stringify({
        model: settings.model,
        temperature: 0,
        messages: [
          { role: 'system', content: INSTRUCTIONS },
          {
            role: 'user',
            content: `QUESTION:\n${question}\n\nENTRIES:\n${entriesText(rows)}\n\nDRAFT ANSWER:\n${draft.content}`,
          },
        ],
      }),
    })
    if (!response.ok) throw new Error(`model answered ${response.status}`)
    const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] }
    const text = body.choices?.[0]?.message?.content
    if (typeof text !== 'string' || text.trim().length === 0) throw new Error('model sent no text')
    const content = text.includes(DISCLAIMER) ? text.trim() : `${text.trim()}\n\n${DISCLAIMER}`
    return { content, citations: citationsIn(content, rows) }
  } catch (error) {
    log(`assistant: model not used (${error instanceof Error ? error.message : String(error)})`)
    return null
  }
}
