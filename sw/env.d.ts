interface ImportMetaEnv {
  readonly VITE_BLOG_API_URL?: string
}
