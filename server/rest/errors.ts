/**
 * PostgREST's error body `{code, details, hint, message}` and the status it goes with
 * (PostgREST Error.hs): how a failed REST request answers.
 */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: unknown = null,
    readonly hint: unknown = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
    this.name = 'RestError'
  }

  /** Key order of PostgREST's encoder (aeson sorts object keys). */
  toBody() {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message }
  }

  static queryParam(message: string, details: string) {
    return new RestError(400, 'PGRST100', message, details)
  }

  static invalidBody(message: string) {
    return new RestError(400, 'PGRST102', message)
  }

  static invalidRpcMethod(method: string) {
    return new RestError(405, 'PGRST101', `Cannot use the ${method} method on RPC`)
  }

  static unsupportedMethod(method: string) {
    return new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`)
  }

  static invalidPath() {
    return new RestError(404, 'PGRST125', 'Invalid path specified in request URL')
  }

  /** PostgREST's answer while its connection pool cannot reach the database. */
  static databaseUnavailable() {
    return new RestError(503, 'PGRST001', 'Database client error. Retrying the connection.')
  }

  static rootDisabled() {
    return new RestError(404, 'PGRST126', 'Root endpoint metadata is disabled')
  }

  static invalidRange(details: string) {
    return new RestError(416, 'PGRST103', 'Requested range not satisfiable', details)
  }

  static unacceptableSchema(schema: string, exposed: readonly string[]) {
    return new RestError(
      406,
      'PGRST106',
      `Invalid schema: ${schema}`,
      null,
      `Only the following schemas are exposed: ${exposed.join(', ')}`,
    )
  }

  static mediaType(accepted: string[]) {
    return new RestError(
      406,
      'PGRST107',
      `None of these media types are available: ${accepted.join(', ')}`,
    )
  }

  static notEmbedded(resource: string) {
    return new RestError(
      400,
      'PGRST108',
      `'${resource}' is not an embedded resource in this request`,
      null,
      `Verify that '${resource}' is included in the 'select' query parameter.`,
    )
  }

  static singularity(rows: number) {
    return new RestError(
      406,
      'PGRST116',
      'Cannot coerce the result to a single JSON object',
      `The result contains ${rows} rows`,
    )
  }

  static relatedOrderNotToOne(origin: string, target: string) {
    return new RestError(
      400,
      'PGRST118',
      `A related order on '${target}' is not possible`,
      `'${origin}' and '${target}' do not form a many-to-one or one-to-one relationship`,
    )
  }

  static invalidPreferences(prefs: string[]) {
    return new RestError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${prefs.join(', ')}`,
    )
  }

  static aggregatesNotAllowed() {
    return new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed')
  }

  static maxAffected(rows: number) {
    return new RestError(
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      `The query affects ${rows} rows`,
    )
  }

  static notImplemented(details: string) {
    return new RestError(400, 'PGRST127', 'Feature not implemented', details)
  }

  static maxAffectedRpc() {
    return new RestError(
      400,
      'PGRST128',
      'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
    )
  }

  static columnNotFound(table: string, column: string) {
    return new RestError(
      400,
      'PGRST204',
      `Could not find the '${column}' column of '${table}' in the schema cache`,
    )
  }

  static tableNotFound(schema: string, table: string, suggestion: string | undefined) {
    return new RestError(
      404,
      'PGRST205',
      `Could not find the table '${schema}.${table}' in the schema cache`,
      null,
      suggestion === undefined ? null : `Perhaps you meant the table '${schema}.${suggestion}'`,
    )
  }

  /** What Postgres itself would answer for a column the cache does not know (42703 → 400). */
  static undefinedColumn(relation: string, column: string) {
    return new RestError(400, '42703', `column ${relation}.${column} does not exist`)
  }

  /** What Postgres answers for a cast to a type outside the allowed list (42704 → 400). */
  static undefinedType(type: string) {
    return new RestError(400, '42704', `type "${type}" does not exist`)
  }

  static unexpected(message: string) {
    return new RestError(500, 'PGRSTX00', message)
  }
}
