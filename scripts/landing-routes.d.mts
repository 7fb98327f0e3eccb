/** See landing-routes.mjs. */
export declare const LANDING_ROUTES: Record<string, string>
