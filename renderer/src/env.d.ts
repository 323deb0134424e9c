/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set both at build time to bake a hosted Supabase project into the build; otherwise the meta tag is read. */
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
