import type { LegalSection } from '@/features/marketing/content/legal'

export function LegalSectionView({ section, number }: { section: LegalSection; number: number }) {
  const headingId = `${section.id}-title`
  return (
    <section id={section.id} aria-labelledby={headingId} className="scroll-mt-24">
      <h2 id={headingId} className="text-2xl font-semibold tracking-tight">
        <span className="text-muted-foreground">{number}. </span>
        {section.title}
      </h2>
      <div className="mt-4 flex flex-col gap-4 leading-relaxed text-foreground/90">
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph} className="text-pretty">
            {paragraph}
          </p>
        ))}
        {section.list && (
          <ul className="grid list-disc gap-2 pl-6 marker:text-muted-foreground">
            {section.list.map((item) => (
              <li key={item} className="text-pretty">
                {item}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
