import { RestError } from '../errors'

/**
 * A parse failure at a position; becomes PGRST100 with PostgREST's message shape. Backtracking
 * (`attempt`) throws several per request, so it carries no stack trace: capturing one costs more
 * than all the parsing, and the position is what matters.
 */
export class ParseFailure extends Error {
  readonly position: number
  readonly details: string

  constructor(position: number, details: string) {
    const stackTraceLimit = Error.stackTraceLimit
    Error.stackTraceLimit = 0
    super(details)
    Error.stackTraceLimit = stackTraceLimit
    this.position = position
    this.details = details
  }
}

/** A character scanner for the small grammars of PostgREST's query parameters. */
export class Cursor {
  pos = 0
  constructor(readonly text: string) {}

  get atEnd(): boolean {
    return this.pos >= this.text.length
  }

  peek(offset = 0): string {
    return this.text[this.pos + offset] ?? ''
  }

  startsWith(token: string): boolean {
    return this.text.startsWith(token, this.pos)
  }

  /** Consumes `token` if it is next. */
  eat(token: string): boolean {
    if (!this.startsWith(token)) return false
    this.pos += token.length
    return true
  }

  expect(token: string, expecting = JSON.stringify(token)): void {
    if (!this.eat(token)) this.fail(expecting)
  }

  skipSpaces(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.pos++
  }

  /** Consumes characters while `test` holds; returns them. */
  takeWhile(test: (char: string) => boolean): string {
    const start = this.pos
    while (!this.atEnd && test(this.peek())) this.pos++
    return this.text.slice(start, this.pos)
  }

  rest(): string {
    const value = this.text.slice(this.pos)
    this.pos = this.text.length
    return value
  }

  fail(expecting: string): never {
    const unexpected = this.atEnd ? 'end of input' : JSON.stringify(this.peek())
    throw new ParseFailure(this.pos, `unexpected ${unexpected} expecting ${expecting}`)
  }

  /** Runs `parse`, restoring the position when it fails (Parsec's `try`). */
  attempt<T>(parse: () => T): T | undefined {
    const start = this.pos
    try {
      return parse()
    } catch (error) {
      if (!(error instanceof ParseFailure)) throw error
      this.pos = start
      return undefined
    }
  }
}

/** Runs a parser over a whole parameter, turning failures into PGRST100 like Parsec's messages. */
export function parseParameter<T>(context: string, input: string, parse: (cursor: Cursor) => T): T {
  const cursor = new Cursor(input)
  try {
    return parse(cursor)
  } catch (error) {
    if (!(error instanceof ParseFailure)) throw error
    throw RestError.queryParam(
      `"${context} (${input})" (line 1, column ${error.position + 1})`,
      error.details,
    )
  }
}
