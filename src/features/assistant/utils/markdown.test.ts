import { isSafeHref, parseInline, parseMarkdown } from './markdown'

const text = (value: string) => ({ type: 'text', text: value })

describe('parseMarkdown', () => {
  it('reads a reply of the assistant: paragraph, heading, bullets with a continuation, numbers, disclaimer', () => {
    const reply = [
      'Cheating is an offence.',
      '',
      '### The law',
      '- **BNS s.318(4)** — Cheating.',
      '  Before 1 July 2024 this was **IPC s.420**.',
      '- [Find an advocate](/advocates?area=Criminal%20Law) on LexSetu.',
      '',
      '### What to do now',
      '1. Write down what happened.',
      '2. Report it.',
      '',
      '_This is general legal information, not legal advice._',
    ].join('\n')

    expect(parseMarkdown(reply)).toEqual([
      { type: 'paragraph', lines: [[text('Cheating is an offence.')]] },
      { type: 'heading', content: [text('The law')] },
      {
        type: 'list',
        ordered: false,
        start: 1,
        items: [
          [
            [{ type: 'strong', children: [text('BNS s.318(4)')] }, text(' — Cheating.')],
            [
              text('Before 1 July 2024 this was '),
              { type: 'strong', children: [text('IPC s.420')] },
              text('.'),
            ],
          ],
          [
            [
              {
                type: 'link',
                href: '/advocates?area=Criminal%20Law',
                children: [text('Find an advocate')],
              },
              text(' on LexSetu.'),
            ],
          ],
        ],
      },
      { type: 'heading', content: [text('What to do now')] },
      {
        type: 'list',
        ordered: true,
        start: 1,
        items: [[[text('Write down what happened.')]], [[text('Report it.')]]],
      },
      {
        type: 'paragraph',
        lines: [
          [
            {
              type: 'em',
              children: [text('This is general legal information, not legal advice.')],
            },
          ],
        ],
      },
    ])
  })

  it('keeps consecutive lines of a paragraph as lines, and starts a new list when the kind changes', () => {
    expect(parseMarkdown('one\ntwo\n- a\n1. b\nafter')).toEqual([
      { type: 'paragraph', lines: [[text('one')], [text('two')]] },
      { type: 'list', ordered: false, start: 1, items: [[[text('a')]]] },
      { type: 'list', ordered: true, start: 1, items: [[[text('b')]]] },
      { type: 'paragraph', lines: [[text('after')]] },
    ])
  })

  it('leaves everything outside the subset as plain text', () => {
    expect(parseMarkdown('# Big\n> quote\n<b>bold</b>')).toEqual([
      { type: 'paragraph', lines: [[text('# Big')], [text('> quote')], [text('<b>bold</b>')]] },
    ])
  })
})

describe('parseInline', () => {
  it('nests emphasis, bold and links', () => {
    expect(parseInline('_see **15100**_')).toEqual([
      { type: 'em', children: [text('see '), { type: 'strong', children: [text('15100')] }] },
    ])
  })

  it('does not read snake_case or a lone star as formatting', () => {
    expect(parseInline('bail_application and 2 * 3 and **open')).toEqual([
      text('bail_application and 2 * 3 and **open'),
    ])
  })

  it('makes links only of paths on this site', () => {
    for (const source of [
      '[x](https://evil.example)',
      '[x](//evil.example)',
      '[x](javascript:alert(1))',
      '[x](/\\evil)',
    ]) {
      expect(parseInline(source)).toEqual([text(source)])
    }
    expect(parseInline('[Ask](/forum/new)')).toEqual([
      { type: 'link', href: '/forum/new', children: [text('Ask')] },
    ])
  })
})

describe('isSafeHref', () => {
  it('accepts site paths with a query and rejects schemes, other hosts and spaces', () => {
    expect(isSafeHref('/documents?template=bail_application')).toBe(true)
    expect(isSafeHref('/')).toBe(true)
    expect(isSafeHref('mailto:a@b.in')).toBe(false)
    expect(isSafeHref('//x.example')).toBe(false)
    expect(isSafeHref('/a b')).toBe(false)
  })
})
