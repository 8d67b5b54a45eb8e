export { useSite, siteQuery, type SiteData } from './get-site';
export { usePage } from './get-page';
export { MarkdownText, type MarkdownVars } from './markdown-text';
