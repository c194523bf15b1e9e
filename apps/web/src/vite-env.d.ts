/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_MARKETING_URL?: string;
  readonly VITE_SALES_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
