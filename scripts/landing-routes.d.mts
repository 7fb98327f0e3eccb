/** See landing-routes.mjs. */
export declare const LANDING_ROUTES: Record<string, string>
export declare const LANDING_DATA: Record<string, string>
