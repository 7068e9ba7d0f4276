/// <reference types="vite/client" />

/** The build-time variables the site reads; parsed once in `src/config/env.ts`. */
interface ImportMetaEnv {
  readonly VITE_CRM_FORM_URL?: string;
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_GROWTHBOOK_API_HOST?: string;
  readonly VITE_GROWTHBOOK_CLIENT_KEY?: string;
  readonly VITE_GROWTHBOOK_STREAMING?: string;
  readonly VITE_GTM_ID?: string;
  readonly VITE_GTM_ORIGIN?: string;
  readonly VITE_SITE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The year the site was built in (Vite `define`). */
declare const __BUILD_YEAR__: number;
