export declare const isStalePlan: (error: unknown) => boolean

export declare class PreparedStatements {
  constructor(limit?: number)
  readonly size: number
  readonly full: boolean
  clear(): void
  messages(sql: string, params: unknown[]): Uint8Array[]
  confirm(): void
  settle(): void
}
