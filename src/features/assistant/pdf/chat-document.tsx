// The exported chat as a react-pdf document (rendered in chat-pdf.worker.tsx, which registers the
// font: Noto Sans Devanagari, so Hindi questions print as typed).
import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer'
import type { Chat } from '../api/get-chat'
import { PDF_DISCLAIMER, sectionLabel } from '../content/texts'
import type { ChatMessage } from '../schemas/chat'
import { formatDate } from '@/i18n/format-date'
import { PDF_FONT_FAMILY } from '@/lib/pdf-fonts'
import { inlineText, parseMarkdown, type Inline } from '../utils/markdown'
import { m } from '../messages/assistant'
import { intlLocale } from '@/i18n/locale'

const styles = StyleSheet.create({
  page: {
    fontFamily: PDF_FONT_FAMILY,
    fontSize: 10.5,
    lineHeight: 1.5,
    padding: 48,
    color: '#111827',
  },
  title: { fontSize: 16, fontWeight: 700, marginBottom: 2 },
  muted: { color: '#4b5563', fontSize: 9 },
  header: { marginBottom: 16, paddingBottom: 8, borderBottom: '1pt solid #d1d5db' },
  message: { marginBottom: 14 },
  speaker: { fontWeight: 700, fontSize: 9.5, color: '#1e3a8a', marginBottom: 3 },
  block: { marginBottom: 5 },
  heading: { fontWeight: 700, marginTop: 4, marginBottom: 3 },
  item: { flexDirection: 'row', marginBottom: 2 },
  marker: { width: 16 },
  itemText: { flex: 1 },
  citations: { marginTop: 4, padding: 6, backgroundColor: '#f3f4f6' },
  footer: {
    marginTop: 12,
    paddingTop: 8,
    borderTop: '1pt solid #d1d5db',
    color: '#4b5563',
    fontSize: 9,
  },
})

function Runs({ nodes }: { nodes: Inline[] }) {
  return nodes.map((node, index) =>
    node.type === 'text' ? (
      node.text
    ) : node.type === 'strong' ? (
      <Text key={index} style={{ fontWeight: 700 }}>
        <Runs nodes={node.children} />
      </Text>
    ) : (
      // The font has no slanted face: emphasis and links print as plain words.
      <Text key={index}>{inlineText(node.children)}</Text>
    ),
  )
}

function Lines({ lines }: { lines: Inline[][] }) {
  return lines.map((nodes, index) => (
    <Text key={index}>
      <Runs nodes={nodes} />
    </Text>
  ))
}

function Reply({ content }: { content: string }) {
  return parseMarkdown(content).map((block, index) => {
    if (block.type === 'heading')
      return (
        <Text key={index} style={styles.heading}>
          <Runs nodes={block.content} />
        </Text>
      )
    if (block.type === 'paragraph')
      return (
        <View key={index} style={styles.block}>
          <Lines lines={block.lines} />
        </View>
      )
    return (
      <View key={index} style={styles.block}>
        {block.items.map((lines, item) => (
          <View key={item} style={styles.item} wrap={false}>
            <Text style={styles.marker}>{block.ordered ? `${block.start + item}.` : '•'}</Text>
            <View style={styles.itemText}>
              <Lines lines={lines} />
            </View>
          </View>
        ))}
      </View>
    )
  })
}

function Message({ message }: { message: ChatMessage }) {
  const isUser = message.role === 'user'
  return (
    <View style={styles.message}>
      <Text style={styles.speaker}>
        {isUser ? m.pdf.you : m.assistantName} · {formatDate(message.created_at, { time: true })}
      </Text>
      {isUser ? <Text>{message.content}</Text> : <Reply content={message.content} />}
      {message.citations.length > 0 && (
        <View style={styles.citations}>
          <Text style={{ fontWeight: 700 }}>{m.sections.cited}</Text>
          {message.citations.map((citation) => (
            <Text key={`${citation.act} ${citation.section}`}>
              {sectionLabel(citation)}: {citation.title}
            </Text>
          ))}
        </View>
      )}
    </View>
  )
}

/** The chat as a PDF: title and dates, every message with its speaker and cited sections, the disclaimer. */
export function ChatDocument({ chat, exportedAt }: { chat: Chat; exportedAt: Date }) {
  return (
    <Document title={chat.chat.title} author="LexSetu" creator="LexSetu" language={intlLocale}>
      <Page size="A4" style={styles.page}>
        <View style={styles.header}>
          <Text style={styles.title}>{chat.chat.title}</Text>
          <Text style={styles.muted}>
            {m.pdf.header(
              formatDate(chat.chat.created_at, { time: true }),
              formatDate(exportedAt, { time: true }),
            )}
          </Text>
        </View>
        {chat.messages.map((message, index) => (
          <Message key={index} message={message} />
        ))}
        <Text style={styles.footer}>{PDF_DISCLAIMER}</Text>
      </Page>
    </Document>
  )
}
