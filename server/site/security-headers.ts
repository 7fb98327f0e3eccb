/**
 * The security headers of every page and file the one-origin server sends (`npm start`).
 *
 * The Content-Security-Policy lets scripts come only from this origin, plus index.html's inline
 * theme script by its hash: no 'unsafe-inline' and no eval for scripts. 'wasm-unsafe-eval' lets
 * the PDF workers compile their WebAssembly layout engine (it allows WebAssembly only, never eval
 * of JavaScript); without it every PDF export fails. Styles allow inline
 * elements, because Radix's dialogs lock page scrolling by injecting a <style> element (a style
 * cannot run script). The API is on this origin too, so connect-src is 'self'; the PDF worker
 * loads its font worker from a blob: URL.
 */
export function contentSecurityPolicy(inlineScriptHashes: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval' ${inlineScriptHashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/**
 * Headers for a response of the site; `secure` when the browser reached us over TLS (directly, or
 * through a proxy we trust), the only case where HSTS means anything.
 */
export function securityHeaders(csp: string, secure: boolean): Record<string, string> {
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
    ...(secure ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  }
}
